-- A manager's badges count their people's pending rows from these indexes alone (an index-only scan): company_id joins
-- them so the row need not be read to hold the count to the company (the counts' SQL for a manager of ten, #9).
DROP INDEX "asset_requests_employee_idx";--> statement-breakpoint
DROP INDEX "days_off_requests_employee_idx";--> statement-breakpoint
DROP INDEX "expense_requests_employee_idx";--> statement-breakpoint
DROP INDEX "sick_notes_employee_idx";--> statement-breakpoint
DROP INDEX "training_requests_employee_idx";--> statement-breakpoint
CREATE INDEX "asset_requests_employee_idx" ON "asset_requests" USING btree ("employee_id","status","company_id");--> statement-breakpoint
CREATE INDEX "days_off_requests_employee_idx" ON "days_off_requests" USING btree ("employee_id","processed","company_id");--> statement-breakpoint
CREATE INDEX "expense_requests_employee_idx" ON "expense_requests" USING btree ("employee_id","status","company_id");--> statement-breakpoint
CREATE INDEX "sick_notes_employee_idx" ON "sick_notes" USING btree ("employee_id","company_id") WHERE "sick_notes"."checked" is null;--> statement-breakpoint
CREATE INDEX "training_requests_employee_idx" ON "training_requests" USING btree ("employee_id","status","company_id");