-- Row-level security (docs/decisions/0005-row-level-security.md). The app's requests run as signoff_app, a role that
-- is neither superuser nor owner; every company-scoped table lets it see and write only the rows of the company its
-- connection is set to (app.company_id). Migrations and the seed run as the owner (a superuser, or one with BYPASSRLS).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'signoff_app') THEN
    CREATE ROLE signoff_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
-- The owner connects and takes on the role (SET ROLE), so it must be a member of it.
GRANT signoff_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO signoff_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO signoff_app;
--> statement-breakpoint
-- Tables and sequences of later migrations (run by the same owner) are granted as they are created.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO signoff_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO signoff_app;
--> statement-breakpoint
ALTER TABLE "integrations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "integrations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "integrations_tenant" ON "integrations" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "teams" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "teams" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "teams_tenant" ON "teams" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employees_tenant" ON "employees" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "day_off_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "day_off_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "day_off_types_tenant" ON "day_off_types" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "days_off_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "days_off_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "days_off_requests_tenant" ON "days_off_requests" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "days_off_processed_entries_tenant" ON "days_off_processed_entries" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "days_off_request_dates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "days_off_request_dates_tenant" ON "days_off_request_dates" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "personal_days_off" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "personal_days_off" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "personal_days_off_tenant" ON "personal_days_off" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "company_days_off" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_days_off" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "company_days_off_tenant" ON "company_days_off" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "weekly_schedules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "weekly_schedules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "weekly_schedules_tenant" ON "weekly_schedules" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "one_day_contracts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "one_day_contracts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "one_day_contracts_tenant" ON "one_day_contracts" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "calendar_locks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_locks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "calendar_locks_tenant" ON "calendar_locks" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "request_decisions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "request_decisions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "request_decisions_tenant" ON "request_decisions" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "expense_categories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "expense_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "expense_categories_tenant" ON "expense_categories" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "expenses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "expenses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "expenses_tenant" ON "expenses" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "expense_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "expense_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "expense_requests_tenant" ON "expense_requests" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "files_tenant" ON "files" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "segments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "segments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "segments_tenant" ON "segments" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "employee_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employee_details" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employee_details_tenant" ON "employee_details" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "sick_notes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sick_notes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sick_notes_tenant" ON "sick_notes" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "sick_days" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sick_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sick_days_tenant" ON "sick_days" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A row can only point at a row of its own company: each reference carries company_id too.
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "day_off_types" ADD CONSTRAINT "day_off_types_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ADD CONSTRAINT "days_off_processed_entries_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_team_id_same_company_fk" FOREIGN KEY ("company_id", "team_id") REFERENCES "teams" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_same_company_fk" FOREIGN KEY ("company_id", "manager_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_second_manager_id_same_company_fk" FOREIGN KEY ("company_id", "second_manager_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_requests" ADD CONSTRAINT "days_off_requests_custom_type_id_same_company_fk" FOREIGN KEY ("company_id", "custom_type_id") REFERENCES "day_off_types" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_processed_entries" ADD CONSTRAINT "days_off_processed_entries_request_id_same_company_fk" FOREIGN KEY ("company_id", "request_id") REFERENCES "days_off_requests" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ADD CONSTRAINT "days_off_request_dates_request_id_same_company_fk" FOREIGN KEY ("company_id", "request_id") REFERENCES "days_off_requests" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "days_off_request_dates" ADD CONSTRAINT "days_off_request_dates_processed_entry_id_same_company_fk" FOREIGN KEY ("company_id", "processed_entry_id") REFERENCES "days_off_processed_entries" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "personal_days_off" ADD CONSTRAINT "personal_days_off_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "personal_days_off" ADD CONSTRAINT "personal_days_off_custom_type_id_same_company_fk" FOREIGN KEY ("company_id", "custom_type_id") REFERENCES "day_off_types" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "one_day_contracts" ADD CONSTRAINT "one_day_contracts_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "calendar_locks" ADD CONSTRAINT "calendar_locks_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_same_company_fk" FOREIGN KEY ("company_id", "category_id") REFERENCES "expense_categories" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_file_id_same_company_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "files" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expense_requests" ADD CONSTRAINT "expense_requests_expense_id_same_company_fk" FOREIGN KEY ("company_id", "expense_id") REFERENCES "expenses" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "expense_requests" ADD CONSTRAINT "expense_requests_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_integration_id_same_company_fk" FOREIGN KEY ("company_id", "integration_id") REFERENCES "integrations" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sick_notes" ADD CONSTRAINT "sick_notes_file_id_same_company_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "files" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "sick_days" ADD CONSTRAINT "sick_days_sick_note_id_same_company_fk" FOREIGN KEY ("company_id", "sick_note_id") REFERENCES "sick_notes" ("company_id", "id");
--> statement-breakpoint
-- The job queue's tables admit only their owner (graphile-worker enables row-level security on them). A request adds
-- its e-mail job in its own transaction through this function, which runs as the owner and does nothing else.
-- plpgsql resolves graphile_worker.add_job when called: the queue creates its schema when the server starts.
CREATE FUNCTION add_app_job(task text, payload json, delay_seconds int, max_attempts int, job_key text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM graphile_worker.add_job(task, payload, run_at => now() + make_interval(secs => delay_seconds), max_attempts => max_attempts, job_key => job_key);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION add_app_job(text, json, int, int, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION add_app_job(text, json, int, int, text) TO signoff_app;
