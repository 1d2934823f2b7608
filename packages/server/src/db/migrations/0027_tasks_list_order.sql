-- The tasks list is read from an index in its own order (soonest due, none last, then workflow order), so a page
-- past the first starts after the previous page's last row instead of sorting the user's tasks (decision 0011). The
-- order's first key is a stored column: under row-level security PostgreSQL does not bound an index scan by a
-- comparison on an expression (coalesce), so the index holds the coalesced date itself. The company-and-status index
-- is the list index's leading part.
DROP INDEX "workflow_tasks_company_idx";--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "due_order" date GENERATED ALWAYS AS (coalesce(due_date, 'infinity'::date)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_tasks_list_idx" ON "workflow_tasks" USING btree ("company_id","status","due_order","workflow_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_list_all_idx" ON "workflow_tasks" USING btree ("company_id","due_order","workflow_id","sort_order","id");