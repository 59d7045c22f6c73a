DROP INDEX "startups_stage_idx";--> statement-breakpoint
CREATE INDEX "startups_employee_count_idx" ON "startups" USING btree ("employee_count_id") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_foundation_date_idx" ON "startups" USING btree ("foundation_date") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_seeking_status_idx" ON "startups" USING btree ("investment_seeking_status_id") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_seeking_amount_idx" ON "startups" USING btree ("seeking_investment_currency","seeking_investment_amount") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_stage_idx" ON "startups" USING btree ("stage_id") WHERE "startups"."is_visible";