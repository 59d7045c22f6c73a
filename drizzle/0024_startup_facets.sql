CREATE TABLE "startup_facets" (
	"startup_id" integer PRIMARY KEY NOT NULL,
	"generated" boolean NOT NULL,
	"has_investment" boolean NOT NULL,
	"has_patent" boolean NOT NULL,
	"has_government_support" boolean NOT NULL,
	"incorporated" boolean,
	"stage_id" integer,
	"employee_count_id" integer,
	"country_id" integer,
	"city_id" integer,
	"investment_seeking_status_id" integer,
	"foundation_date" date,
	"first_round_date" date,
	"last_round_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"total_funding_usd" numeric(20, 2) NOT NULL,
	"seeking_investment_amount" numeric(20, 2),
	"seeking_investment_currency" text,
	"round_amount_min" numeric(20, 2),
	"round_amount_max" numeric(20, 2),
	"round_valuation_min" numeric(20, 2),
	"round_valuation_max" numeric(20, 2),
	"round_amount_currencies" text[],
	"round_valuation_currencies" text[],
	"sector_ids" integer[],
	"technology_ids" integer[],
	"business_model_ids" integer[],
	"revenue_model_ids" integer[],
	"program_ids" integer[],
	"government_support_ids" integer[],
	"round_tour_ids" integer[],
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startup_facets" ADD CONSTRAINT "startup_facets_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_facets_newest_idx" ON "startup_facets" USING btree ("created_at" DESC NULLS LAST,"startup_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_facets_name_idx" ON "startup_facets" USING btree ("name","startup_id");--> statement-breakpoint
CREATE INDEX "startup_facets_funding_idx" ON "startup_facets" USING btree ("total_funding_usd" DESC NULLS LAST,"startup_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_facets_real_first_idx" ON "startup_facets" USING btree ("generated","total_funding_usd" DESC NULLS LAST,"startup_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_facets_last_round_idx" ON "startup_facets" USING btree ("last_round_date" DESC NULLS LAST,"startup_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_facets_country_idx" ON "startup_facets" USING btree ("country_id","city_id");--> statement-breakpoint
CREATE INDEX "startup_facets_stage_idx" ON "startup_facets" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "startup_facets_employee_count_idx" ON "startup_facets" USING btree ("employee_count_id");--> statement-breakpoint
CREATE INDEX "startup_facets_foundation_date_idx" ON "startup_facets" USING btree ("foundation_date");--> statement-breakpoint
CREATE INDEX "startup_facets_seeking_status_idx" ON "startup_facets" USING btree ("investment_seeking_status_id");--> statement-breakpoint
CREATE INDEX "startup_facets_seeking_amount_idx" ON "startup_facets" USING btree ("seeking_investment_currency","seeking_investment_amount");--> statement-breakpoint
CREATE INDEX "startup_facets_sector_gin" ON "startup_facets" USING gin ("sector_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_technology_gin" ON "startup_facets" USING gin ("technology_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_business_model_gin" ON "startup_facets" USING gin ("business_model_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_revenue_model_gin" ON "startup_facets" USING gin ("revenue_model_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_program_gin" ON "startup_facets" USING gin ("program_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_gov_support_gin" ON "startup_facets" USING gin ("government_support_ids");--> statement-breakpoint
CREATE INDEX "startup_facets_round_tour_gin" ON "startup_facets" USING gin ("round_tour_ids");--> statement-breakpoint
-- Issue 14: startup_facets follows startups. Rows of the given startups are rewritten from
-- startups (only where something differs, so an edit of a description leaves no dead facet row);
-- hidden startups have none. Deleted startups lose theirs by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "startup_facets_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "startup_facets" "f" WHERE "f"."startup_id" = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM "startups" "s" WHERE "s"."id" = "f"."startup_id" AND "s"."is_visible");
  INSERT INTO "startup_facets" AS "f" ("startup_id", "generated", "has_investment", "has_patent",
    "has_government_support", "incorporated", "stage_id", "employee_count_id", "country_id", "city_id",
    "investment_seeking_status_id", "foundation_date", "first_round_date", "last_round_date", "created_at",
    "total_funding_usd", "seeking_investment_amount", "seeking_investment_currency", "round_amount_min",
    "round_amount_max", "round_valuation_min", "round_valuation_max", "round_amount_currencies",
    "round_valuation_currencies", "sector_ids", "technology_ids", "business_model_ids", "revenue_model_ids",
    "program_ids", "government_support_ids", "round_tour_ids", "name")
  SELECT "s"."id", "s"."source" = 'generated', "s"."has_investment", "s"."has_patent",
    "s"."has_government_support", "s"."incorporated", "s"."stage_id", "s"."employee_count_id", "s"."country_id",
    "s"."city_id", "s"."investment_seeking_status_id", "s"."foundation_date", "s"."first_round_date",
    "s"."last_round_date", "s"."created_at", "s"."total_funding_usd", "s"."seeking_investment_amount",
    "s"."seeking_investment_currency", "s"."round_amount_min", "s"."round_amount_max", "s"."round_valuation_min",
    "s"."round_valuation_max", nullif("s"."round_amount_currencies", '{}'), nullif("s"."round_valuation_currencies", '{}'),
    nullif("s"."sector_ids", '{}'), nullif("s"."technology_ids", '{}'), nullif("s"."business_model_ids", '{}'),
    nullif("s"."revenue_model_ids", '{}'), nullif("s"."program_ids", '{}'), nullif("s"."government_support_ids", '{}'),
    nullif("s"."round_tour_ids", '{}'), "s"."name"
  FROM "startups" "s" WHERE "s"."id" = ANY(ids) AND "s"."is_visible"
  ON CONFLICT ("startup_id") DO UPDATE SET ("generated", "has_investment", "has_patent", "has_government_support",
    "incorporated", "stage_id", "employee_count_id", "country_id", "city_id", "investment_seeking_status_id",
    "foundation_date", "first_round_date", "last_round_date", "created_at", "total_funding_usd",
    "seeking_investment_amount", "seeking_investment_currency", "round_amount_min", "round_amount_max",
    "round_valuation_min", "round_valuation_max", "round_amount_currencies", "round_valuation_currencies",
    "sector_ids", "technology_ids", "business_model_ids", "revenue_model_ids", "program_ids",
    "government_support_ids", "round_tour_ids", "name")
  = (SELECT "excluded"."generated", "excluded"."has_investment", "excluded"."has_patent",
    "excluded"."has_government_support", "excluded"."incorporated", "excluded"."stage_id",
    "excluded"."employee_count_id", "excluded"."country_id", "excluded"."city_id",
    "excluded"."investment_seeking_status_id", "excluded"."foundation_date", "excluded"."first_round_date",
    "excluded"."last_round_date", "excluded"."created_at", "excluded"."total_funding_usd",
    "excluded"."seeking_investment_amount", "excluded"."seeking_investment_currency", "excluded"."round_amount_min",
    "excluded"."round_amount_max", "excluded"."round_valuation_min", "excluded"."round_valuation_max",
    "excluded"."round_amount_currencies", "excluded"."round_valuation_currencies", "excluded"."sector_ids",
    "excluded"."technology_ids", "excluded"."business_model_ids", "excluded"."revenue_model_ids",
    "excluded"."program_ids", "excluded"."government_support_ids", "excluded"."round_tour_ids", "excluded"."name")
  WHERE ("f".*) IS DISTINCT FROM ("excluded".*)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "startups_facets_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "startup_facets_refresh"(ARRAY(SELECT "id" FROM "new_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "startups_facets_insert" AFTER INSERT ON "startups"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "startups_facets_trigger"();--> statement-breakpoint
CREATE TRIGGER "startups_facets_update" AFTER UPDATE ON "startups"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "startups_facets_trigger"();--> statement-breakpoint
SELECT "startup_facets_refresh"(ARRAY(SELECT "id" FROM "startups"));
