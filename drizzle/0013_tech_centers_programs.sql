CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"seo_url" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"apply_start_date" date,
	"apply_end_date" date,
	"investment_type_id" integer,
	"min_investment" numeric(20, 2),
	"max_investment" numeric(20, 2),
	"investment_currency" text,
	"min_share" numeric(6, 3),
	"max_share" numeric(6, 3),
	"is_grant" boolean DEFAULT false NOT NULL,
	"description" text,
	"facilities" text,
	"conditions" text,
	"awards" text,
	"evaluation_criteria" text,
	"prerequisites" text,
	"stage_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sector_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"target_market_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"technology_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "facilities" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_seo_url_uq" ON "programs" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "programs_organization_idx" ON "programs" USING btree ("organization_id","apply_end_date");