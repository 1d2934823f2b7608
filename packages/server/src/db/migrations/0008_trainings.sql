CREATE TABLE "training_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"training_id" integer,
	"new_training_name" text,
	"new_training_cost" numeric(12, 2),
	"motivation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_to_employee" text,
	"approver_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"start_date" date,
	"end_date" date,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_price_visible_for_employees" boolean DEFAULT true NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"falls_under_fla" boolean DEFAULT false NOT NULL,
	"amount_days" numeric(6, 2),
	"amount_minutes" integer,
	"certificate_to_achieve" text DEFAULT '' NOT NULL,
	"type_of_training" text DEFAULT 'formal' NOT NULL,
	"location" text DEFAULT 'on-site' NOT NULL,
	"additional_information" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT '1' NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_requests_status_idx" ON "training_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "training_requests_all_idx" ON "training_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "training_requests_employee_idx" ON "training_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "training_sessions_training_idx" ON "training_sessions" USING btree ("training_id","date");--> statement-breakpoint
CREATE INDEX "trainings_company_idx" ON "trainings" USING btree ("company_id","name");