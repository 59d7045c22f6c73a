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
	"filter_keys" integer[],
	"name" text NOT NULL,
	"search_text" text NOT NULL
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
CREATE INDEX "startup_facets_keys_gin" ON "startup_facets" USING gin ("filter_keys");--> statement-breakpoint
CREATE INDEX "startup_facets_search_trgm" ON "startup_facets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- No statistics for the key array (decision 0017): with its element statistics the planner scans the
-- whole table for a common key, pricing each array test like an integer comparison although it
-- costs about a microsecond; without them it assumes a key is rare and reads the GIN index, which
-- measured 3x faster for common keys and the same for rare ones.
ALTER TABLE "startup_facets" ALTER COLUMN "filter_keys" SET STATISTICS 0;--> statement-breakpoint
-- Issue 14 (decision 0017): the numbers of src/modules/startups/facet-keys.ts. A currency is its
-- ISO 4217 code read as three base-26 letters; an amount's decade is 0 below 10, else floor(log10)
-- (none for an undisclosed amount: STRICT, so no decade key).
CREATE OR REPLACE FUNCTION "startup_currency_key"(code text) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN code ~ '^[A-Z]{3}$' THEN
    ((ascii(substr(code, 1, 1)) - 65) * 26 + (ascii(substr(code, 2, 1)) - 65)) * 26 + (ascii(substr(code, 3, 1)) - 65)
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "startup_amount_decade"(amount numeric) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN amount < 10 THEN 0 ELSE least(floor(log(10::numeric, amount))::integer, 17) END
$$;--> statement-breakpoint
-- The filter keys of one startup: its reference ids, its rounds' currencies, and per round the
-- (type, currency), (currency, decade) and (type, currency, decade) keys (facet-keys.ts).
CREATE OR REPLACE FUNCTION "startup_filter_keys"(s "startups") RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT nullif(ARRAY(SELECT DISTINCT "k" FROM (
    SELECT unnest(s."sector_ids" || s."technology_ids" || s."business_model_ids" || s."revenue_model_ids"
      || s."program_ids" || s."government_support_ids" || s."round_tour_ids") AS "k"
    UNION ALL SELECT 1000000 + "startup_currency_key"("c") FROM unnest(s."round_amount_currencies") "c"
    UNION ALL SELECT 2000000 + "startup_currency_key"("c") FROM unnest(s."round_valuation_currencies") "c"
    UNION ALL SELECT "v"."k" FROM "funding_rounds" "r"
      CROSS JOIN LATERAL (SELECT "r"."tour_id" - 19000 AS "t", "startup_currency_key"("r"."amount_currency") AS "c",
        "startup_amount_decade"("r"."amount") AS "d") "x"
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN "x"."t" BETWEEN 1 AND 999 THEN 10000000 + "x"."t" * 17576 + "x"."c" END),
        (50000000 + "x"."c" * 18 + "x"."d"),
        (CASE WHEN "x"."t" BETWEEN 1 AND 999 THEN 100000000 + ("x"."t" * 17576 + "x"."c") * 18 + "x"."d" END)
      ) "v"("k")
      WHERE "r"."startup_id" = s."id"
  ) "keys" WHERE "k" IS NOT NULL ORDER BY "k"), '{}')
$$;--> statement-breakpoint
-- startup_facets follows startups. Rows of the given startups are rewritten from startups and
-- their rounds (only where something differs, so an edit of a description leaves no dead facet
-- row); hidden startups have none. Deleted startups lose theirs by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "startup_facets_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "startup_facets" "f" WHERE "f"."startup_id" = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM "startups" "s" WHERE "s"."id" = "f"."startup_id" AND "s"."is_visible");
  INSERT INTO "startup_facets" AS "f" ("startup_id", "generated", "has_investment", "has_patent",
    "has_government_support", "incorporated", "stage_id", "employee_count_id", "country_id", "city_id",
    "investment_seeking_status_id", "foundation_date", "first_round_date", "last_round_date", "created_at",
    "total_funding_usd", "seeking_investment_amount", "seeking_investment_currency", "round_amount_min",
    "round_amount_max", "round_valuation_min", "round_valuation_max", "filter_keys", "name", "search_text")
  SELECT "s"."id", "s"."source" = 'generated', "s"."has_investment", "s"."has_patent",
    "s"."has_government_support", "s"."incorporated", "s"."stage_id", "s"."employee_count_id", "s"."country_id",
    "s"."city_id", "s"."investment_seeking_status_id", "s"."foundation_date", "s"."first_round_date",
    "s"."last_round_date", "s"."created_at", "s"."total_funding_usd", "s"."seeking_investment_amount",
    "s"."seeking_investment_currency", "s"."round_amount_min", "s"."round_amount_max", "s"."round_valuation_min",
    "s"."round_valuation_max", "startup_filter_keys"("s"), "s"."name", "s"."search_text"
  FROM "startups" "s" WHERE "s"."id" = ANY(ids) AND "s"."is_visible"
  ON CONFLICT ("startup_id") DO UPDATE SET ("generated", "has_investment", "has_patent", "has_government_support",
    "incorporated", "stage_id", "employee_count_id", "country_id", "city_id", "investment_seeking_status_id",
    "foundation_date", "first_round_date", "last_round_date", "created_at", "total_funding_usd",
    "seeking_investment_amount", "seeking_investment_currency", "round_amount_min", "round_amount_max",
    "round_valuation_min", "round_valuation_max", "filter_keys", "name", "search_text")
  = (SELECT "excluded"."generated", "excluded"."has_investment", "excluded"."has_patent",
    "excluded"."has_government_support", "excluded"."incorporated", "excluded"."stage_id",
    "excluded"."employee_count_id", "excluded"."country_id", "excluded"."city_id",
    "excluded"."investment_seeking_status_id", "excluded"."foundation_date", "excluded"."first_round_date",
    "excluded"."last_round_date", "excluded"."created_at", "excluded"."total_funding_usd",
    "excluded"."seeking_investment_amount", "excluded"."seeking_investment_currency", "excluded"."round_amount_min",
    "excluded"."round_amount_max", "excluded"."round_valuation_min", "excluded"."round_valuation_max",
    "excluded"."filter_keys", "excluded"."name", "excluded"."search_text")
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
-- A round write changes the per-round keys even where the startup's summary stays the same (a
-- round's type or currency swapped with another's), so the round triggers refresh the facets too.
CREATE OR REPLACE FUNCTION "funding_rounds_summary_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT "startup_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT "startup_id" FROM "old_rows");
  ELSE
    ids := ARRAY(SELECT "startup_id" FROM "new_rows" UNION SELECT "startup_id" FROM "old_rows");
  END IF;
  PERFORM "startup_round_summary_refresh"(ids);
  PERFORM "startup_facets_refresh"(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT "startup_facets_refresh"(ARRAY(SELECT "id" FROM "startups"));
