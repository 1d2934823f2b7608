CREATE TABLE "conflict_baselines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agreed" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"field_changed" jsonb NOT NULL,
	"likely_change_origin" text DEFAULT 'unknown' NOT NULL,
	"resolved_automatically" boolean DEFAULT false NOT NULL,
	"apply_status" text DEFAULT 'none' NOT NULL,
	"apply_choices" jsonb,
	"apply_attempt" uuid,
	"apply_error" text,
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_profiles" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conflict_baselines" ADD CONSTRAINT "conflict_baselines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_baselines" ADD CONSTRAINT "conflict_baselines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conflict_baselines_key" ON "conflict_baselines" USING btree ("company_id","employee_id","kind");--> statement-breakpoint
CREATE INDEX "conflicts_list_idx" ON "conflicts" USING btree ("company_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conflicts_status_idx" ON "conflicts" USING btree ("company_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "conflicts_one_pending" ON "conflicts" USING btree ("company_id","employee_id","kind") WHERE status = 'pending';--> statement-breakpoint
-- tenancy
GRANT SELECT, INSERT, UPDATE, DELETE ON "conflicts" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "conflicts_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "conflicts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "conflicts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "conflicts_tenant" ON "conflicts" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "conflict_baselines" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "conflict_baselines_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "conflict_baselines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "conflict_baselines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "conflict_baselines_tenant" ON "conflict_baselines" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "conflict_baselines" ADD CONSTRAINT "conflict_baselines_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "employee_profiles" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "employee_profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employee_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employee_profiles_tenant" ON "employee_profiles" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_integration_id_same_company_fk" FOREIGN KEY ("company_id", "integration_id") REFERENCES "integrations" ("company_id", "id");
