CREATE TABLE "asset_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"employee_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_html" text NOT NULL,
	"asset_ids" integer[] DEFAULT '{}' NOT NULL,
	"car_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"license_plate" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"owner_employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"deactivated_at" timestamp with time zone,
	"reactivated_at" timestamp with time zone,
	"excel_import_id" integer,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"excel_import_id" integer,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_product_id_software_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."software_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_excel_import_id_excel_imports_id_fk" FOREIGN KEY ("excel_import_id") REFERENCES "public"."excel_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_products" ADD CONSTRAINT "software_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_products" ADD CONSTRAINT "software_products_excel_import_id_excel_imports_id_fk" FOREIGN KEY ("excel_import_id") REFERENCES "public"."excel_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_policies_employee_idx" ON "asset_policies" USING btree ("employee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_owner_idx" ON "cars" USING btree ("owner_employee_id");--> statement-breakpoint
CREATE INDEX "software_licenses_company_idx" ON "software_licenses" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "software_licenses_product_idx" ON "software_licenses" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "software_licenses_employee_idx" ON "software_licenses" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "software_licenses_import_idx" ON "software_licenses" USING btree ("excel_import_id");--> statement-breakpoint
CREATE INDEX "software_products_company_idx" ON "software_products" USING btree ("company_id","name");
--> statement-breakpoint
-- tenancy
GRANT SELECT, INSERT, UPDATE, DELETE ON "software_products" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "software_products_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "software_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "software_products" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "software_products_tenant" ON "software_products" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "software_licenses" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "software_licenses_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "software_licenses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "software_licenses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "software_licenses_tenant" ON "software_licenses" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cars" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "cars_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "cars" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cars" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "cars_tenant" ON "cars" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_policies" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "asset_policies_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "asset_policies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_policies_tenant" ON "asset_policies" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "software_products" ADD CONSTRAINT "software_products_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "software_products" ADD CONSTRAINT "software_products_excel_import_id_same_company_fk" FOREIGN KEY ("company_id", "excel_import_id") REFERENCES "excel_imports" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_product_id_same_company_fk" FOREIGN KEY ("company_id", "product_id") REFERENCES "software_products" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "software_licenses" ADD CONSTRAINT "software_licenses_excel_import_id_same_company_fk" FOREIGN KEY ("company_id", "excel_import_id") REFERENCES "excel_imports" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_employee_id_same_company_fk" FOREIGN KEY ("company_id", "owner_employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_template_id_same_company_fk" FOREIGN KEY ("company_id", "template_id") REFERENCES "contract_templates" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_policies" ADD CONSTRAINT "asset_policies_car_id_same_company_fk" FOREIGN KEY ("company_id", "car_id") REFERENCES "cars" ("company_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "software_products_live_name_key" ON "software_products" ("company_id", lower("name")) WHERE "deleted_at" IS NULL;
