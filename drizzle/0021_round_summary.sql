ALTER TABLE "startups" ADD COLUMN "round_tour_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_amount_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_valuation_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_amount_min" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_amount_max" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_valuation_min" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "round_valuation_max" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "first_round_date" date;--> statement-breakpoint
CREATE INDEX "startups_round_tour_gin" ON "startups" USING gin ("round_tour_ids");--> statement-breakpoint
-- Issue 14: the round-derived columns of startups, recomputed for the given startups from their rounds.
CREATE OR REPLACE FUNCTION "startup_round_summary_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "funding_rounds_summary_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "startup_round_summary_refresh"(ARRAY(SELECT DISTINCT "startup_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "startup_round_summary_refresh"(ARRAY(SELECT DISTINCT "startup_id" FROM "old_rows"));
  ELSE
    PERFORM "startup_round_summary_refresh"(ARRAY(
      SELECT "startup_id" FROM "new_rows" UNION SELECT "startup_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "funding_rounds_summary_insert" AFTER INSERT ON "funding_rounds"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "funding_rounds_summary_trigger"();--> statement-breakpoint
CREATE TRIGGER "funding_rounds_summary_update" AFTER UPDATE ON "funding_rounds"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "funding_rounds_summary_trigger"();--> statement-breakpoint
CREATE TRIGGER "funding_rounds_summary_delete" AFTER DELETE ON "funding_rounds"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "funding_rounds_summary_trigger"();--> statement-breakpoint
SELECT "startup_round_summary_refresh"(ARRAY(SELECT DISTINCT "startup_id" FROM "funding_rounds"));
