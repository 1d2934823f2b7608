-- Every inbox list is read from an index in its order, for each status tab and for "all" (keyset paging, db/paging.ts);
-- a manager's lists and badges look up their few people by employee. expense_requests_list_order_idx already exists
-- from 0003 (hand-written), hence IF NOT EXISTS.
DROP INDEX "days_off_requests_list_idx";--> statement-breakpoint
DROP INDEX "expense_requests_list_idx";--> statement-breakpoint
DROP INDEX "sick_notes_review_idx";--> statement-breakpoint
DROP INDEX "days_off_requests_employee_idx";--> statement-breakpoint
CREATE INDEX "days_off_requests_list_order_idx" ON "days_off_requests" USING btree ("company_id","processed","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "days_off_requests_all_order_idx" ON "days_off_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expense_requests_list_order_idx" ON "expense_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expense_requests_all_order_idx" ON "expense_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expense_requests_employee_idx" ON "expense_requests" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "sick_notes_review_order_idx" ON "sick_notes" USING btree ("company_id","created_at","id") WHERE "sick_notes"."checked" is null;--> statement-breakpoint
CREATE INDEX "sick_notes_employee_idx" ON "sick_notes" USING btree ("employee_id") WHERE "sick_notes"."checked" is null;--> statement-breakpoint
CREATE INDEX "days_off_requests_employee_idx" ON "days_off_requests" USING btree ("employee_id","processed");
