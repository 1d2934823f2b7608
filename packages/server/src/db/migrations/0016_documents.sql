CREATE TABLE "company_document_reads" (
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone,
	"last_downloaded_at" timestamp with time zone,
	CONSTRAINT "company_document_reads_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"source" text NOT NULL,
	"provider_reference" text,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forward_status" text DEFAULT 'not-sent' NOT NULL,
	"forward_attempt" uuid,
	"forward_error" text,
	"forwarded_to" text,
	"forwarded_at" timestamp with time zone,
	"forward_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_download_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_preview" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_forward_emails" (
	"company_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"email" text NOT NULL,
	"updated_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_forward_emails_company_id_document_type_pk" PRIMARY KEY("company_id","document_type")
);
--> statement-breakpoint
ALTER TABLE "company_document_reads" ADD CONSTRAINT "company_document_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_reads" ADD CONSTRAINT "company_document_reads_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_reads" ADD CONSTRAINT "company_document_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download_links" ADD CONSTRAINT "document_download_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download_links" ADD CONSTRAINT "document_download_links_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download_links" ADD CONSTRAINT "document_download_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_forward_emails" ADD CONSTRAINT "document_forward_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_forward_emails" ADD CONSTRAINT "document_forward_emails_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_document_reads_user_idx" ON "company_document_reads" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_documents_list_idx" ON "company_documents" USING btree ("company_id","uploaded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_documents_type_idx" ON "company_documents" USING btree ("company_id","document_type","uploaded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_download_links_expiry_idx" ON "document_download_links" USING btree ("expires_at");--> statement-breakpoint
-- Tenancy as 0005 sets it for every company table (test/rowLevelSecurity.test.ts checks it).
GRANT SELECT, INSERT, UPDATE, DELETE ON "company_documents" TO signoff_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "company_document_reads" TO signoff_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "document_download_links" TO signoff_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "document_forward_emails" TO signoff_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "company_documents_id_seq" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "company_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "company_documents_tenant" ON "company_documents" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "company_document_reads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_document_reads" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "company_document_reads_tenant" ON "company_document_reads" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "document_download_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_download_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "document_download_links_tenant" ON "document_download_links" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "document_forward_emails" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_forward_emails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "document_forward_emails_tenant" ON "document_forward_emails" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_id_key" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_file_id_same_company_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "files" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "company_document_reads" ADD CONSTRAINT "company_document_reads_document_id_same_company_fk" FOREIGN KEY ("company_id", "document_id") REFERENCES "company_documents" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "document_download_links" ADD CONSTRAINT "document_download_links_document_id_same_company_fk" FOREIGN KEY ("company_id", "document_id") REFERENCES "company_documents" ("company_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_documents_provider_reference_key" ON "company_documents" ("company_id", "provider_reference") WHERE "provider_reference" IS NOT NULL;
