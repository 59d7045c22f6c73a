DROP INDEX "startups_visible_created_idx";--> statement-breakpoint
DROP INDEX "startups_name_idx";--> statement-breakpoint
DROP INDEX "startups_total_funding_idx";--> statement-breakpoint
DROP INDEX "startups_last_round_idx";--> statement-breakpoint
CREATE INDEX "startups_sort_newest_idx" ON "startups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_name_idx" ON "startups" USING btree ("name","id") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_funding_idx" ON "startups" USING btree ("total_funding_usd" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_last_round_idx" ON "startups" USING btree ("last_round_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_search_prefix_idx" ON "startups" USING btree ("search_text" text_pattern_ops) WHERE "startups"."is_visible";