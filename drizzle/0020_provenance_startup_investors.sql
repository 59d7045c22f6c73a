CREATE TABLE "startup_investors" (
	"startup_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	CONSTRAINT "startup_investors_startup_id_organization_id_pk" PRIMARY KEY("startup_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "startups" ALTER COLUMN "source" SET DEFAULT 'user';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_investors" ADD CONSTRAINT "startup_investors_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_investors_org_idx" ON "startup_investors" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "startups_sort_real_first_idx" ON "startups" USING btree (("source" = 'generated'),"total_funding_usd" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
-- Issue 13 §1: every investor a seeded startup's rounds list becomes an investor of the startup.
INSERT INTO "startup_investors" ("startup_id", "organization_id", "source") SELECT DISTINCT "r"."startup_id", "i"."organization_id", "s"."source" FROM "funding_round_investors" "i" JOIN "funding_rounds" "r" ON "r"."id" = "i"."round_id" JOIN "startups" "s" ON "s"."id" = "r"."startup_id" WHERE "s"."source" IN ('yc', 'generated') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The YC import put every investor on the first round: only Y Combinator is known to be in it.
DELETE FROM "funding_round_investors" "i" USING "funding_rounds" "r", "startups" "s", "organizations" "o" WHERE "r"."id" = "i"."round_id" AND "s"."id" = "r"."startup_id" AND "o"."id" = "i"."organization_id" AND "s"."source" = 'yc' AND "r"."sort_order" = 0 AND "o"."name" <> 'Y Combinator';--> statement-breakpoint
-- Issue 13 §2 provenance of existing rows: YC investors, then what no user created is sample data.
UPDATE "organizations" SET "source" = 'yc' WHERE "id" IN (SELECT "organization_id" FROM "startup_investors" WHERE "source" = 'yc') OR ("created_by_user_id" IS NULL AND "country_id" IS NULL);--> statement-breakpoint
UPDATE "organizations" SET "source" = 'generated' WHERE "source" = 'user' AND "created_by_user_id" IS NULL;--> statement-breakpoint
UPDATE "programs" SET "source" = 'generated' WHERE "organization_id" IN (SELECT "id" FROM "organizations" WHERE "source" = 'generated');--> statement-breakpoint
UPDATE "providers" SET "source" = 'generated' WHERE "created_by_user_id" IS NULL AND "website" LIKE 'https://www.%.example.org';--> statement-breakpoint
UPDATE "organizations" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "programs" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "providers" SET "updated_at" = "created_at";
