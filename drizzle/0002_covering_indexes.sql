-- Covering indexes for the startup list (Drizzle cannot express INCLUDE):
-- round filters (tour, currency, amount, dates, valuation) answered from the index alone;
-- the location filter of visible startups as an index-only scan that also yields the id.
CREATE INDEX IF NOT EXISTS "funding_rounds_filter_idx" ON "funding_rounds" ("tour_id", "amount_currency", "amount") INCLUDE ("startup_id", "announced_date", "valuation_currency", "pre_money_valuation");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "startups_location_idx" ON "startups" ("country_id", "city_id") INCLUDE ("id") WHERE "is_visible";
