CREATE TABLE "asset_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"asset_type_id" integer,
	"name" text,
	"price" numeric(12, 2),
	"description" text,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_asset_id" integer
);
--> statement-breakpoint
CREATE TABLE "asset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"motivation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_to_employee" text,
	"approver_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"excel_import_id" integer,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_type_id" integer NOT NULL,
	"owner_employee_id" integer,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"asset_request_id" integer,
	"excel_import_id" integer,
	"insert_method" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_request_id_asset_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."asset_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_created_asset_id_assets_id_fk" FOREIGN KEY ("created_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_excel_import_id_excel_imports_id_fk" FOREIGN KEY ("excel_import_id") REFERENCES "public"."excel_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_excel_import_id_excel_imports_id_fk" FOREIGN KEY ("excel_import_id") REFERENCES "public"."excel_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_request_items_request_idx" ON "asset_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "asset_requests_status_idx" ON "asset_requests" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "asset_requests_all_idx" ON "asset_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "asset_requests_employee_idx" ON "asset_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "asset_types_company_idx" ON "asset_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "assets_company_idx" ON "assets" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assets_owner_idx" ON "assets" USING btree ("owner_employee_id");--> statement-breakpoint
CREATE INDEX "assets_import_idx" ON "assets" USING btree ("excel_import_id");--> statement-breakpoint
CREATE INDEX "excel_imports_company_idx" ON "excel_imports" USING btree ("company_id","created_at");--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "excel_imports" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "excel_imports_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "excel_imports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "excel_imports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "excel_imports_tenant" ON "excel_imports" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_types" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "asset_types_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "asset_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_types_tenant" ON "asset_types" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "assets" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "assets_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "assets_tenant" ON "assets" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_requests" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "asset_requests_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "asset_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_requests_tenant" ON "asset_requests" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_request_items" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "asset_request_items_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "asset_request_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_request_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "asset_request_items_tenant" ON "asset_request_items" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_excel_import_id_same_company_fk" FOREIGN KEY ("company_id", "excel_import_id") REFERENCES "excel_imports" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_id_same_company_fk" FOREIGN KEY ("company_id", "asset_type_id") REFERENCES "asset_types" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_employee_id_same_company_fk" FOREIGN KEY ("company_id", "owner_employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_request_id_same_company_fk" FOREIGN KEY ("company_id", "asset_request_id") REFERENCES "asset_requests" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_excel_import_id_same_company_fk" FOREIGN KEY ("company_id", "excel_import_id") REFERENCES "excel_imports" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_request_id_same_company_fk" FOREIGN KEY ("company_id", "request_id") REFERENCES "asset_requests" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_asset_type_id_same_company_fk" FOREIGN KEY ("company_id", "asset_type_id") REFERENCES "asset_types" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "asset_request_items" ADD CONSTRAINT "asset_request_items_created_asset_id_same_company_fk" FOREIGN KEY ("company_id", "created_asset_id") REFERENCES "assets" ("company_id", "id");
