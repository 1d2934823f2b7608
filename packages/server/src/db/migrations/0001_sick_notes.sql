CREATE TABLE "sick_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day_off_type_id" integer NOT NULL,
	"day_off_type_name" text NOT NULL,
	"date" date NOT NULL,
	"certificate" text DEFAULT 'missing' NOT NULL,
	"sick_note_id" integer,
	"ignore_reason" text,
	"handled_by_user_id" integer,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sick_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day_off_type_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"checked" text,
	"message" text,
	"checked_by_user_id" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_sick_note_id_sick_notes_id_fk" FOREIGN KEY ("sick_note_id") REFERENCES "public"."sick_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_checked_by_user_id_users_id_fk" FOREIGN KEY ("checked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sick_days_missing_idx" ON "sick_days" USING btree ("company_id","certificate","employee_id","day_off_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sick_days_employee_type_date_key" ON "sick_days" USING btree ("employee_id","day_off_type_id","date");--> statement-breakpoint
CREATE INDEX "sick_notes_review_idx" ON "sick_notes" USING btree ("company_id","checked","created_at");