CREATE TABLE "outplacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"contract_uid" text NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_status" text DEFAULT 'none' NOT NULL,
	"request_attempt" uuid,
	"request_error" text,
	"provider_command_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outplacements_list_idx" ON "outplacements" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outplacements_status_idx" ON "outplacements" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "outplacements_contract_key" ON "outplacements" USING btree ("integration_id","contract_uid");--> statement-breakpoint
-- tenancy
GRANT SELECT, INSERT, UPDATE, DELETE ON "outplacements" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "outplacements_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "outplacements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "outplacements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "outplacements_tenant" ON "outplacements" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_integration_id_same_company_fk" FOREIGN KEY ("company_id", "integration_id") REFERENCES "integrations" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "outplacements" ADD CONSTRAINT "outplacements_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
