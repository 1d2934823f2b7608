CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"internal_signature_required" boolean DEFAULT false NOT NULL,
	"internal_signer_user_id" integer,
	"second_internal_signer_user_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text,
	"name" text NOT NULL,
	"file_type" text DEFAULT 'html' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"signed_content_html" text,
	"pdf_file_id" integer,
	"shortcode_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"internal_signature_required" boolean DEFAULT false NOT NULL,
	"employee_signature_required" boolean DEFAULT true NOT NULL,
	"internal_signer_user_id" integer,
	"second_internal_signer_user_id" integer,
	"internal_signed_at" timestamp with time zone,
	"internal_signed_name" text,
	"internal_signature" text,
	"second_signed_at" timestamp with time zone,
	"second_signed_name" text,
	"second_signature" text,
	"employee_signed_at" timestamp with time zone,
	"employee_signed_name" text,
	"employee_signature" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"internal_status" text DEFAULT 'pending' NOT NULL,
	"signing_method" text DEFAULT 'in_app' NOT NULL,
	"provider_envelope_id" text,
	"provider_status" text,
	"provider_error" text,
	"sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_internal_signer_user_id_users_id_fk" FOREIGN KEY ("internal_signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_second_internal_signer_user_id_users_id_fk" FOREIGN KEY ("second_internal_signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_internal_signer_user_id_users_id_fk" FOREIGN KEY ("internal_signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_second_internal_signer_user_id_users_id_fk" FOREIGN KEY ("second_internal_signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_templates_company_idx" ON "contract_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "contracts_company_list_idx" ON "contracts" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_internal_signer_idx" ON "contracts" USING btree ("internal_signer_user_id","internal_status");--> statement-breakpoint
CREATE INDEX "contracts_second_signer_idx" ON "contracts" USING btree ("second_internal_signer_user_id","internal_status");--> statement-breakpoint
CREATE INDEX "contracts_employee_idx" ON "contracts" USING btree ("employee_id");--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
GRANT SELECT, INSERT, UPDATE, DELETE ON "contract_templates" TO signoff_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "contracts" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "contract_templates_id_seq", "contracts_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "contract_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "contract_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "contract_templates_tenant" ON "contract_templates" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "contracts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "contracts_tenant" ON "contracts" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_employee_id_same_company_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_id_same_company_fk" FOREIGN KEY ("company_id", "template_id") REFERENCES "contract_templates" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pdf_file_id_same_company_fk" FOREIGN KEY ("company_id", "pdf_file_id") REFERENCES "files" ("company_id", "id");
