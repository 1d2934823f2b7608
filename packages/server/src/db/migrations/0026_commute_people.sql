-- The commute list is a page of people ordered by their newest request, each row all of a person's days. It used to
-- probe every person of the company for the order (1 000 probes a page in a company of 1 000) and then gather the
-- page's days (about 2 000 rows); now each person's days of each status, and of any, are summed up in
-- variable_commute_people by statement triggers on the requests, and a page is one index read (decision 0011).
CREATE TABLE "variable_commute_people" (
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	"request_ids" integer[] NOT NULL,
	"transport_types" text[] NOT NULL,
	"kms" double precision[] NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "variable_commute_people_employee_id_status_pk" PRIMARY KEY("employee_id","status")
);
--> statement-breakpoint
ALTER TABLE "variable_commute_people" ADD CONSTRAINT "variable_commute_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_commute_people" ADD CONSTRAINT "variable_commute_people_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variable_commute_people_order_idx" ON "variable_commute_people" USING btree ("company_id","status","latest_at" DESC NULLS FIRST,"employee_id" DESC NULLS FIRST);
--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
GRANT SELECT, INSERT, UPDATE, DELETE ON "variable_commute_people" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "variable_commute_people" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "variable_commute_people" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "variable_commute_people_tenant" ON "variable_commute_people" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "variable_commute_people" ADD CONSTRAINT "variable_commute_people_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
-- Recomputes these people's rows from their requests. Their employee rows are locked first, in order: two transactions
-- changing one person's requests take turns here, and the second computes from what the first committed.
CREATE FUNCTION variable_commute_people_refresh(people integer[]) RETURNS void
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM employees WHERE id = ANY(people) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM variable_commute_people p
  WHERE p.employee_id = ANY(people)
    AND NOT EXISTS (
      SELECT 1 FROM variable_commute_requests r
      WHERE r.employee_id = p.employee_id AND (p.status = 'any' OR r.status = p.status));
  INSERT INTO variable_commute_people
      (company_id, employee_id, status, latest_at, request_ids, transport_types, kms, first_date, last_date)
    -- Per status, and per person across statuses ('any'): one pass over the person's days.
    SELECT company_id, employee_id, CASE WHEN grouping(status) = 1 THEN 'any' ELSE status END, max(created_at),
           array_agg(id ORDER BY date, id), array_agg(DISTINCT transport_type), array_agg(km::float8 ORDER BY date, id),
           min(date), max(date)
    FROM variable_commute_requests WHERE employee_id = ANY(people)
    GROUP BY GROUPING SETS ((company_id, employee_id, status), (company_id, employee_id))
  ON CONFLICT (employee_id, status) DO UPDATE SET
    latest_at = excluded.latest_at, request_ids = excluded.request_ids, transport_types = excluded.transport_types,
    kms = excluded.kms, first_date = excluded.first_date, last_date = excluded.last_date;
END
$$;
--> statement-breakpoint
-- One function for the three statements: each passes the people its rows were and became (transition tables).
CREATE FUNCTION variable_commute_people_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM variable_commute_people_refresh(ARRAY(SELECT DISTINCT employee_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM variable_commute_people_refresh(ARRAY(SELECT DISTINCT employee_id FROM old_rows));
  ELSE
    PERFORM variable_commute_people_refresh(ARRAY(SELECT employee_id FROM old_rows UNION SELECT employee_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER variable_commute_people_insert AFTER INSERT ON variable_commute_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variable_commute_people_changed();
--> statement-breakpoint
CREATE TRIGGER variable_commute_people_update AFTER UPDATE ON variable_commute_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variable_commute_people_changed();
--> statement-breakpoint
CREATE TRIGGER variable_commute_people_delete AFTER DELETE ON variable_commute_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variable_commute_people_changed();
--> statement-breakpoint
-- The requests made before this migration, through the same recomputation.
SELECT variable_commute_people_refresh(ARRAY(SELECT DISTINCT employee_id FROM variable_commute_requests));
