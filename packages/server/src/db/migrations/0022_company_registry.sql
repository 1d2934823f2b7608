CREATE TABLE "company_registry" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_registry_search_name_idx" ON "company_registry" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_registry_registration_key" ON "company_registry" USING btree ("country","registration_number");--> statement-breakpoint
-- No tenancy block: the registry is public data about companies (a trade register), the same for every tenant, with
-- no company_id, so there is no company to fence rows by. The app's role reads it and writes nothing: the rows come
-- from the owner (the seed, or an import of the register); docs/decisions/0019-shared-calls.md.
REVOKE INSERT, UPDATE, DELETE ON "company_registry" FROM signoff_app;
