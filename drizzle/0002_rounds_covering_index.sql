-- Covering index for the round filters of the startup list (tour, currency, amount, dates,
-- valuation): EXISTS (…) is answered from the index alone. Drizzle cannot express INCLUDE.
CREATE INDEX IF NOT EXISTS "funding_rounds_filter_idx" ON "funding_rounds" ("tour_id", "amount_currency", "amount") INCLUDE ("startup_id", "announced_date", "valuation_currency", "pre_money_valuation");
