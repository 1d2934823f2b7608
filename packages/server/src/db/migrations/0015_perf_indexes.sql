DROP INDEX "asset_requests_employee_idx";--> statement-breakpoint
DROP INDEX "training_requests_employee_idx";--> statement-breakpoint
CREATE INDEX "variable_commute_latest_idx" ON "variable_commute_requests" USING btree ("employee_id","status","created_at");--> statement-breakpoint
CREATE INDEX "variable_commute_latest_any_idx" ON "variable_commute_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "sick_days_note_idx" ON "sick_days" USING btree ("sick_note_id");--> statement-breakpoint
CREATE INDEX "asset_requests_employee_idx" ON "asset_requests" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "training_requests_employee_idx" ON "training_requests" USING btree ("employee_id","status");--> statement-breakpoint
-- Row-level security keeps a leaky operator such as ILIKE out of an index scan (it may only run after the policy),
-- so under the request role the title search scanned every expense. This lookup runs as its owner (a superuser or
-- BYPASSRLS, decision 0005) where the trigram index serves, and takes the company from the same setting the policy
-- reads: it sees exactly the rows the policy would.
CREATE FUNCTION expense_ids_with_title_like(pattern text) RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER ROWS 100 SET search_path = public, pg_temp AS $$
  SELECT id FROM expenses WHERE company_id = NULLIF(current_setting('app.company_id', true), '')::int AND title ILIKE pattern
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION expense_ids_with_title_like(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION expense_ids_with_title_like(text) TO signoff_app;
