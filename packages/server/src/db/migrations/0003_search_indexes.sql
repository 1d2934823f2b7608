-- Inbox search is "contains" (ILIKE '%term%'), which a b-tree cannot serve; trigram indexes can.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenses_title_trgm_idx" ON "expenses" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_name_trgm_idx" ON "employees" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- The list orders by (created_at, id) newest first; with id in the index no sort step is needed.
CREATE INDEX IF NOT EXISTS "expense_requests_list_order_idx" ON "expense_requests" ("company_id", "status", "created_at" DESC, "id" DESC);
