CREATE TABLE "variable_commute_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"transport_type" text NOT NULL,
	"km" numeric(7, 2),
	"status" text DEFAULT '-1' NOT NULL,
	"approver_user_id" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variable_commute_requests" ADD CONSTRAINT "variable_commute_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_commute_requests" ADD CONSTRAINT "variable_commute_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_commute_requests" ADD CONSTRAINT "variable_commute_requests_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variable_commute_status_idx" ON "variable_commute_requests" USING btree ("company_id","status","employee_id","date");--> statement-breakpoint
CREATE INDEX "variable_commute_employee_idx" ON "variable_commute_requests" USING btree ("employee_id","status","date");--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
GRANT SELECT, INSERT, UPDATE, DELETE ON "variable_commute_requests" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "variable_commute_requests_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "variable_commute_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "variable_commute_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "variable_commute_requests_tenant" ON "variable_commute_requests" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "variable_commute_requests" ADD CONSTRAINT "variable_commute_requests_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
