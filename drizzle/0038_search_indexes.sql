-- Issue 18 §4 (header search): programs get a folded name kept by the database, and the folded
-- search texts of people, organizations, programs, providers and jobs get a prefix (btree) and a
-- substring (trigram) index, as startups have (migration 0001).
ALTER TABLE "programs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(name, 'ÇçĞğİıÖöŞşÜüÂâÎîÛû', 'ccggiioossuuaaiiuu')), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_prefix_idx" ON "jobs" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_trgm" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_search_prefix_idx" ON "organizations" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_search_trgm" ON "organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_prefix_idx" ON "programs" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "programs_search_trgm" ON "programs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_prefix_idx" ON "profiles" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_trgm" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_search_prefix_idx" ON "providers" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_search_trgm" ON "providers" USING gin ("search_text" gin_trgm_ops);