ALTER TABLE "funding_rounds" ADD COLUMN "amount_received" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD COLUMN "profession_id" integer;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD COLUMN "how_long_known" text;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD COLUMN "where_met" text;