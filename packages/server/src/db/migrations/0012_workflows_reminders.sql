CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" integer,
	"related_employee_id" integer,
	"related_custom_field_object_id" integer,
	"related_custom_field_object_type" text,
	"description" text DEFAULT '' NOT NULL,
	"reminder_date" date NOT NULL,
	"expiration_date" date,
	"due_date" date,
	"target_user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"sort_order" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"for_who" text NOT NULL,
	"responsible_user_id" integer,
	"responsible_employee_id" integer,
	"responsible_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_since" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "workflow_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"timing_days" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	"for_who" text NOT NULL,
	"responsible_user_id" integer,
	"responsible_employee_id" integer,
	"responsible_email" text
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"is_sequential" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer,
	"employee_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"is_sequential" boolean NOT NULL,
	"workflow_date" date NOT NULL,
	"started_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_related_employee_id_employees_id_fk" FOREIGN KEY ("related_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_responsible_employee_id_employees_id_fk" FOREIGN KEY ("responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_responsible_employee_id_employees_id_fk" FOREIGN KEY ("responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_company_idx" ON "reminders" USING btree ("company_id","reminder_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reminders_target_idx" ON "reminders" USING btree ("target_user_id","closed","reminder_date");--> statement-breakpoint
CREATE INDEX "reminders_related_idx" ON "reminders" USING btree ("company_id","related_object","related_object_id");--> statement-breakpoint
CREATE INDEX "reminders_unsent_idx" ON "reminders" USING btree ("reminder_date") WHERE sent_at is null and not closed;--> statement-breakpoint
CREATE INDEX "workflow_tasks_workflow_idx" ON "workflow_tasks" USING btree ("workflow_id","sort_order");--> statement-breakpoint
CREATE INDEX "workflow_tasks_user_idx" ON "workflow_tasks" USING btree ("responsible_user_id","status","due_date");--> statement-breakpoint
CREATE INDEX "workflow_tasks_employee_idx" ON "workflow_tasks" USING btree ("responsible_employee_id","status","due_date");--> statement-breakpoint
CREATE INDEX "workflow_tasks_company_idx" ON "workflow_tasks" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "workflow_template_items_template_idx" ON "workflow_template_items" USING btree ("template_id","sort_order");--> statement-breakpoint
CREATE INDEX "workflow_template_items_user_idx" ON "workflow_template_items" USING btree ("responsible_user_id");--> statement-breakpoint
CREATE INDEX "workflow_templates_company_idx" ON "workflow_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "workflows_company_idx" ON "workflows" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workflows_employee_idx" ON "workflows" USING btree ("employee_id");--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "workflow_templates" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "workflow_templates_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "workflow_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workflow_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workflow_templates_tenant" ON "workflow_templates" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "workflow_template_items" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "workflow_template_items_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "workflow_template_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workflow_template_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workflow_template_items_tenant" ON "workflow_template_items" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "workflows" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "workflows_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "workflows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workflows" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workflows_tenant" ON "workflows" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "workflow_tasks" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "workflow_tasks_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "workflow_tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workflow_tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workflow_tasks_tenant" ON "workflow_tasks" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reminders" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "reminders_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "reminders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reminders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reminders_tenant" ON "reminders" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_template_id_same_company_fk" FOREIGN KEY ("company_id", "template_id") REFERENCES "workflow_templates" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflow_template_items" ADD CONSTRAINT "workflow_template_items_responsible_employee_id_same_company_fk" FOREIGN KEY ("company_id", "responsible_employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_template_id_same_company_fk" FOREIGN KEY ("company_id", "template_id") REFERENCES "workflow_templates" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_workflow_id_same_company_fk" FOREIGN KEY ("company_id", "workflow_id") REFERENCES "workflows" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_responsible_employee_id_same_company_fk" FOREIGN KEY ("company_id", "responsible_employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_related_employee_id_same_company_fk" FOREIGN KEY ("company_id", "related_employee_id") REFERENCES "employees" ("company_id", "id");
