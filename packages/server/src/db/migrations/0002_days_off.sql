CREATE TABLE "calendar_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"special_name" text NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "day_off_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '1C99FC' NOT NULL,
	"limitation" text,
	"max_yearly_amount_days" numeric(8, 2),
	"max_yearly_amount_minutes" integer,
	"accrued_minutes_per_year" integer,
	"allow_negative_balance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "days_off_processed_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "days_off_request_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processed_entry_id" integer,
	"personal_day_off_id" integer
);
--> statement-breakpoint
CREATE TABLE "days_off_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"request_type" text DEFAULT 'add' NOT NULL,
	"type" text NOT NULL,
	"custom_type_id" integer,
	"note_from_employee" text,
	"am_pm_hint" text,
	"ruleset_id" integer DEFAULT 0 NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL,
	"ignore_day_off_limits" boolean DEFAULT false NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_day_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"custom_type_id" integer,
	"am_pm_hint" text DEFAULT 'all_day' NOT NULL,
	"start_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_schedules" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"minutes" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_details" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"statute" text,
	"integration_id" integer
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"group" text DEFAULT 'Custom segments' NOT NULL,
	"employee_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_locks" ADD CONSTRAINT "calendar_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_locks" ADD CONSTRAINT "calendar_locks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_days_off" ADD CONSTRAINT "company_days_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_off_types" ADD CONSTRAINT "day_off_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ADD CONSTRAINT "days_off_processed_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ADD CONSTRAINT "days_off_processed_entries_request_id_days_off_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."days_off_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ADD CONSTRAINT "days_off_processed_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ADD CONSTRAINT "days_off_request_dates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ADD CONSTRAINT "days_off_request_dates_request_id_days_off_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."days_off_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ADD CONSTRAINT "days_off_request_dates_processed_entry_id_days_off_processed_entries_id_fk" FOREIGN KEY ("processed_entry_id") REFERENCES "public"."days_off_processed_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_custom_type_id_day_off_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."day_off_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_day_contracts" ADD CONSTRAINT "one_day_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_day_contracts" ADD CONSTRAINT "one_day_contracts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_days_off" ADD CONSTRAINT "personal_days_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_days_off" ADD CONSTRAINT "personal_days_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_days_off" ADD CONSTRAINT "personal_days_off_custom_type_id_day_off_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."day_off_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_locks_key" ON "calendar_locks" USING btree ("company_id","employee_id","year","month");--> statement-breakpoint
CREATE INDEX "company_days_off_company_date_idx" ON "company_days_off" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "day_off_types_company_idx" ON "day_off_types" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "days_off_processed_entries_request_idx" ON "days_off_processed_entries" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "days_off_request_dates_request_idx" ON "days_off_request_dates" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "days_off_request_dates_date_idx" ON "days_off_request_dates" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "days_off_requests_list_idx" ON "days_off_requests" USING btree ("company_id","processed","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "days_off_requests_employee_idx" ON "days_off_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "one_day_contracts_employee_idx" ON "one_day_contracts" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "personal_days_off_company_date_idx" ON "personal_days_off" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "personal_days_off_employee_date_idx" ON "personal_days_off" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "employee_details_company_idx" ON "employee_details" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "segments_company_type_idx" ON "segments" USING btree ("company_id","object_type");