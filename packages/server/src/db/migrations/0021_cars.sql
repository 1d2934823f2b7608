CREATE TABLE "car_conflict_states" (
	"conflict_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"car_id" integer,
	"provider_car_id" text NOT NULL,
	"officient_state" jsonb,
	"payroll_provider_state" jsonb,
	"resolution" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "co2_g_km" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "co2_g_km_wltp" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "catalogue_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "own_contribution" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "date_first_registration" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_utility_vehicle" smallint;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "date_commissioning" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "usage_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "car_conflict_states" ADD CONSTRAINT "car_conflict_states_conflict_id_conflicts_id_fk" FOREIGN KEY ("conflict_id") REFERENCES "public"."conflicts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_conflict_states" ADD CONSTRAINT "car_conflict_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_conflict_states" ADD CONSTRAINT "car_conflict_states_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_external_ref_key" ON "cars" USING btree ("company_id","external_ref") WHERE external_ref IS NOT NULL;--> statement-breakpoint
-- tenancy
GRANT SELECT, INSERT, UPDATE, DELETE ON "car_conflict_states" TO signoff_app;
--> statement-breakpoint
ALTER TABLE "car_conflict_states" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "car_conflict_states" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "car_conflict_states_tenant" ON "car_conflict_states" USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int) WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A unique index rather than a named constraint: the calendar conflicts' migration may need the same key of conflicts.
CREATE UNIQUE INDEX IF NOT EXISTS "conflicts_company_id_id_key" ON "conflicts" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "car_conflict_states" ADD CONSTRAINT "car_conflict_states_conflict_id_same_company_fk" FOREIGN KEY ("company_id", "conflict_id") REFERENCES "conflicts" ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "car_conflict_states" ADD CONSTRAINT "car_conflict_states_car_id_same_company_fk" FOREIGN KEY ("company_id", "car_id") REFERENCES "cars" ("company_id", "id") ON DELETE SET NULL ("car_id");
