CREATE TABLE "report_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"target_country_ids" integer[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"image_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_category_locales" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_key" text
);
--> statement-breakpoint
CREATE TABLE "report_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"version_id" integer NOT NULL,
	"basis" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_purchases" (
	"user_id" text NOT NULL,
	"version_id" integer NOT NULL,
	"payment_request_id" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "report_purchases_user_id_version_id_pk" PRIMARY KEY("user_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "report_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_usd_minor" integer DEFAULT 0 NOT NULL,
	"price_try_minor" integer DEFAULT 0 NOT NULL,
	"file_type" text NOT NULL,
	"file_key" text,
	"file_size" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"file_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_tr" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_tr" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_category_images" ADD CONSTRAINT "report_category_images_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_category_locales" ADD CONSTRAINT "report_category_locales_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_version_id_report_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."report_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_purchases" ADD CONSTRAINT "report_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_purchases" ADD CONSTRAINT "report_purchases_version_id_report_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."report_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_type_id_report_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."report_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_categories_seo_url_uq" ON "report_categories" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "report_category_images_idx" ON "report_category_images" USING btree ("category_id","language","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "report_category_locales_uq" ON "report_category_locales" USING btree ("category_id","language");--> statement-breakpoint
CREATE INDEX "report_downloads_created_idx" ON "report_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_downloads_user_idx" ON "report_downloads" USING btree ("user_id","version_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_uq" ON "report_versions" USING btree ("report_id","name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_seo_url_uq" ON "reports" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "reports_category_idx" ON "reports" USING btree ("category_id","sort_order");