-- The lists' order indexes end with employee_id: a list's bounded total and the HR badges ("not their own") are
-- counted from the index alone (an index-only scan), without visiting each row (decision 0011).
DROP INDEX "asset_requests_status_idx";--> statement-breakpoint
DROP INDEX "asset_requests_all_idx";--> statement-breakpoint
DROP INDEX "days_off_requests_list_order_idx";--> statement-breakpoint
DROP INDEX "days_off_requests_all_order_idx";--> statement-breakpoint
DROP INDEX "expense_requests_list_order_idx";--> statement-breakpoint
DROP INDEX "expense_requests_all_order_idx";--> statement-breakpoint
DROP INDEX "sick_notes_review_order_idx";--> statement-breakpoint
DROP INDEX "training_requests_status_idx";--> statement-breakpoint
DROP INDEX "training_requests_all_idx";--> statement-breakpoint
CREATE INDEX "asset_requests_status_idx" ON "asset_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "asset_requests_all_idx" ON "asset_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "days_off_requests_list_order_idx" ON "days_off_requests" USING btree ("company_id","processed","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "days_off_requests_all_order_idx" ON "days_off_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "expense_requests_list_order_idx" ON "expense_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "expense_requests_all_order_idx" ON "expense_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "sick_notes_review_order_idx" ON "sick_notes" USING btree ("company_id","created_at","id","employee_id") WHERE "sick_notes"."checked" is null;--> statement-breakpoint
CREATE INDEX "training_requests_status_idx" ON "training_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "training_requests_all_idx" ON "training_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");
-- A search asks for no more title hits than it can use (expenses/queries.ts, searchCondition), and the lookup is
-- planned for the pattern it is given: as an SQL function it had one plan for any pattern (the trigram index), which
-- for a pattern with no trigram ("%e%") reads the whole index; a one-shot EXECUTE scans and stops at max_hits there.
DROP FUNCTION expense_ids_with_title_like(text);
--> statement-breakpoint
CREATE FUNCTION expense_ids_with_title_like(pattern text, max_hits integer) RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT id FROM expenses WHERE company_id = NULLIF(current_setting(''app.company_id'', true), '''')::int AND title ILIKE $1 LIMIT $2'
    USING pattern, max_hits;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION expense_ids_with_title_like(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION expense_ids_with_title_like(text, integer) TO signoff_app;
