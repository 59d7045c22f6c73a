-- Issue 14 review mend: startup_round_summary_refresh (0021) locks the startups it refreshes
-- before reading their rounds, so concurrent round writes to one startup cannot leave a stale
-- summary (the same mend as 0025 made to startup_facets_refresh). The body is otherwise 0021's.
CREATE OR REPLACE FUNCTION "startup_round_summary_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- The startups' rows are locked first (in id order), as startup_facets_refresh does (0025): a
  -- refresh that waited here for another transaction's round write computes the summary after it
  -- committed, because the UPDATE below takes a new snapshot. Without the lock, two transactions
  -- adding rounds to one startup at once each summed the rounds they saw, and the one that
  -- waited on the other's row lock wrote a summary without the other's round.
  SELECT 1 FROM "startups" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "startups" "s" SET
    "has_investment" = "r"."n" > 0,
    "total_funding_usd" = coalesce("r"."total_usd", 0),
    "last_round_date" = "r"."last_date",
    "first_round_date" = "r"."first_date",
    "round_tour_ids" = coalesce("r"."tours", '{}'::int[]),
    "round_amount_currencies" = coalesce("r"."amount_currencies", '{}'::text[]),
    "round_valuation_currencies" = coalesce("r"."valuation_currencies", '{}'::text[]),
    "round_amount_min" = "r"."amount_min",
    "round_amount_max" = "r"."amount_max",
    "round_valuation_min" = "r"."valuation_min",
    "round_valuation_max" = "r"."valuation_max"
  FROM (
    SELECT "u"."id", "a".*
    FROM (SELECT DISTINCT unnest(ids) AS "id") "u"
    CROSS JOIN LATERAL (
      SELECT count(*) AS "n",
        sum("f"."amount_usd") AS "total_usd",
        max("f"."announced_date") AS "last_date",
        min("f"."announced_date") AS "first_date",
        array_agg(DISTINCT "f"."tour_id") FILTER (WHERE "f"."tour_id" IS NOT NULL) AS "tours",
        array_agg(DISTINCT "f"."amount_currency") AS "amount_currencies",
        array_agg(DISTINCT "f"."valuation_currency") FILTER (WHERE "f"."valuation_currency" IS NOT NULL) AS "valuation_currencies",
        min("f"."amount") AS "amount_min",
        max("f"."amount") AS "amount_max",
        min("f"."pre_money_valuation") AS "valuation_min",
        max("f"."pre_money_valuation") AS "valuation_max"
      FROM "funding_rounds" "f" WHERE "f"."startup_id" = "u"."id"
    ) "a"
  ) "r"
  WHERE "s"."id" = "r"."id"
    -- Rows already right are not rewritten (a bulk seed precomputes them: no dead copies).
    AND ("s"."has_investment", "s"."total_funding_usd", "s"."last_round_date", "s"."first_round_date",
         "s"."round_tour_ids", "s"."round_amount_currencies", "s"."round_valuation_currencies",
         "s"."round_amount_min", "s"."round_amount_max", "s"."round_valuation_min", "s"."round_valuation_max")
      IS DISTINCT FROM
        ("r"."n" > 0, coalesce("r"."total_usd", 0), "r"."last_date", "r"."first_date",
         coalesce("r"."tours", '{}'::int[]), coalesce("r"."amount_currencies", '{}'::text[]),
         coalesce("r"."valuation_currencies", '{}'::text[]),
         "r"."amount_min", "r"."amount_max", "r"."valuation_min", "r"."valuation_max")
$$;
