-- Row-level security and same-company references for the tables added after 0005 (the audit trail, trainings),
-- as 0005 does for the earlier ones; test/rowLevelSecurity.test.ts checks that no company table is left out.
GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_events" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_events_tenant" ON "audit_events" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "trainings" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "trainings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "trainings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "trainings_tenant" ON "trainings" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "training_sessions" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "training_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "training_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "training_sessions_tenant" ON "training_sessions" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "training_requests" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "training_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "training_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "training_requests_tenant" ON "training_requests" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "audit_events_id_seq", "trainings_id_seq", "training_sessions_id_seq", "training_requests_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_same_company_fk" FOREIGN KEY ("company_id", "training_id") REFERENCES "trainings" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_training_id_same_company_fk" FOREIGN KEY ("company_id", "training_id") REFERENCES "trainings" ("company_id", "id");
