CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"tagline" text,
	"website" text,
	"logo_url" text,
	"country_id" integer,
	"city_id" integer,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text
);
--> statement-breakpoint
CREATE TABLE "ref_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_tr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_counties" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"phone_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"locale" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ref_currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ref_languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ref_languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ref_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"slug_en" text NOT NULL,
	"slug_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer,
	"web_page" text,
	"domain" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_round_investors" (
	"round_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "funding_round_investors_round_id_organization_id_pk" PRIMARY KEY("round_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "funding_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"announced_date" date,
	"tour_id" integer,
	"investment_type_id" integer,
	"amount" numeric(20, 2),
	"amount_currency" text DEFAULT 'USD' NOT NULL,
	"amount_usd" numeric(20, 2),
	"pre_money_valuation" numeric(20, 2),
	"valuation_currency" text,
	"share_ratio" numeric(6, 3),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"competitor_name" text NOT NULL,
	"competitor_website" text
);
--> statement-breakpoint
CREATE TABLE "startup_government_supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"support_date" date
);
--> statement-breakpoint
CREATE TABLE "startup_important_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"text" text NOT NULL,
	"update_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_patents" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"name" text NOT NULL,
	"application_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"person_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"title" text,
	"position_id" integer,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"share_value" numeric(6, 3),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"has_investment" boolean DEFAULT false NOT NULL,
	"has_patent" boolean DEFAULT false NOT NULL,
	"has_government_support" boolean DEFAULT false NOT NULL,
	"incorporated" boolean,
	"stage_id" integer,
	"employee_count_id" integer,
	"country_id" integer,
	"city_id" integer,
	"county_id" integer,
	"operating_status_id" integer,
	"investment_seeking_status_id" integer,
	"investment_seeking_tour_id" integer,
	"investment_seeking_type_id" integer,
	"foundation_date" date,
	"last_round_date" date,
	"seeking_start_date" date,
	"seeking_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_funding_usd" numeric(20, 2) DEFAULT 0 NOT NULL,
	"seeking_investment_amount" numeric(20, 2),
	"seeking_valuation" numeric(20, 2),
	"market_size" numeric(20, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"seeking_investment_currency" text,
	"market_size_currency" text,
	"source" text DEFAULT 'generated' NOT NULL,
	"yc_batch" text,
	"sector_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"technology_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"business_model_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"revenue_model_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"program_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"government_support_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"seo_url" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"official_name" text,
	"tagline" text,
	"tagline_tr" text,
	"website" text,
	"linkedin" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"logo_url" text,
	"cover_url" text,
	"target_group" text,
	"competitive_advantage" text,
	"revenue_model_description" text,
	"description" text,
	"description_tr" text
);
--> statement-breakpoint
ALTER TABLE "funding_round_investors" ADD CONSTRAINT "funding_round_investors_round_id_funding_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funding_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_competitors" ADD CONSTRAINT "startup_competitors_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_government_supports" ADD CONSTRAINT "startup_government_supports_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_important_updates" ADD CONSTRAINT "startup_important_updates_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_patents" ADD CONSTRAINT "startup_patents_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD CONSTRAINT "startup_team_members_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_seo_url_uq" ON "organizations" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "organizations_type_idx" ON "organizations" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_seo_url_uq" ON "people" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "ref_cities_country_idx" ON "ref_cities" USING btree ("country_id","name_en");--> statement-breakpoint
CREATE INDEX "ref_counties_city_idx" ON "ref_counties" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_countries_iso2_uq" ON "ref_countries" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "ref_types_parent_idx" ON "ref_types" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "ref_universities_country_idx" ON "ref_universities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "fri_org_idx" ON "funding_round_investors" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "funding_rounds_startup_idx" ON "funding_rounds" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "funding_rounds_tour_idx" ON "funding_rounds" USING btree ("tour_id","startup_id");--> statement-breakpoint
CREATE INDEX "funding_rounds_amount_idx" ON "funding_rounds" USING btree ("amount_currency","amount");--> statement-breakpoint
CREATE INDEX "funding_rounds_valuation_idx" ON "funding_rounds" USING btree ("valuation_currency","pre_money_valuation");--> statement-breakpoint
CREATE INDEX "funding_rounds_date_idx" ON "funding_rounds" USING btree ("announced_date");--> statement-breakpoint
CREATE INDEX "startup_competitors_startup_idx" ON "startup_competitors" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "startup_gov_supports_startup_idx" ON "startup_government_supports" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "startup_updates_startup_idx" ON "startup_important_updates" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "startup_patents_startup_idx" ON "startup_patents" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "startup_team_members_startup_idx" ON "startup_team_members" USING btree ("startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "startups_seo_url_uq" ON "startups" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "startups_sort_newest_idx" ON "startups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_name_idx" ON "startups" USING btree ("name","id") WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_funding_idx" ON "startups" USING btree ("total_funding_usd" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_sort_last_round_idx" ON "startups" USING btree ("last_round_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_search_prefix_idx" ON "startups" USING btree ("search_text" text_pattern_ops) WHERE "startups"."is_visible";--> statement-breakpoint
CREATE INDEX "startups_stage_idx" ON "startups" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "startups_sector_gin" ON "startups" USING gin ("sector_ids");--> statement-breakpoint
CREATE INDEX "startups_technology_gin" ON "startups" USING gin ("technology_ids");--> statement-breakpoint
CREATE INDEX "startups_business_model_gin" ON "startups" USING gin ("business_model_ids");--> statement-breakpoint
CREATE INDEX "startups_revenue_model_gin" ON "startups" USING gin ("revenue_model_ids");--> statement-breakpoint
CREATE INDEX "startups_program_gin" ON "startups" USING gin ("program_ids");--> statement-breakpoint
CREATE INDEX "startups_gov_support_gin" ON "startups" USING gin ("government_support_ids");--> statement-breakpoint
CREATE INDEX "startups_search_trgm" ON "startups" USING gin ("search_text" gin_trgm_ops);