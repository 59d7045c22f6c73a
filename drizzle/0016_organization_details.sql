CREATE TABLE "organization_patents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"application_numbers" text[] NOT NULL,
	"inventor_name" text,
	"photo_url" text,
	"value" numeric(20, 2),
	"value_currency" text,
	"trl" integer,
	"need_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"needs_description" text,
	"problem_solved" text,
	"protection_start_date" date,
	"protection_end_date" date,
	"technological_advantage" text,
	"sector_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"target_market_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"market_size" numeric(20, 2),
	"market_size_currency" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type_id" integer,
	"name" text NOT NULL,
	"surname" text,
	"title" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "angel_investor_network_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "startup_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_patents" ADD CONSTRAINT "organization_patents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_team_members" ADD CONSTRAINT "organization_team_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_patents_org_idx" ON "organization_patents" USING btree ("organization_id","sort_order");--> statement-breakpoint
CREATE INDEX "organization_team_members_org_idx" ON "organization_team_members" USING btree ("organization_id","sort_order");