-- Issue 14 (decision 0017), two mends found in review of 0024:
-- 1. An amount's decade is counted from its digits, not from log(): log() of a numeric rounds to
--    about 15 decimals, so 99,999,999,999,999.99 came out in decade 14 instead of 13 (wrong keys
--    for amounts from about 10^13 on).
-- 2. startup_facets_refresh locks the startups it refreshes before reading them (below).
CREATE OR REPLACE FUNCTION "startup_amount_decade"(amount numeric) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN amount < 10 THEN 0 ELSE least(length(trunc(amount)::text) - 1, 17) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "startup_facets_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- The startups' rows are locked first (in id order): a refresh that waited here for another
  -- transaction's edit or round write reads them after it committed, because each statement below
  -- takes a new snapshot. Without the lock, an upsert that waited on the facet row wrote the
  -- values it had read before waiting (a description edit racing a round write could put the old
  -- round keys back).
  SELECT 1 FROM "startups" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
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
SELECT "startup_facets_refresh"(ARRAY(
  SELECT DISTINCT "startup_id" FROM "funding_rounds" WHERE "amount" >= 1000000000000));
