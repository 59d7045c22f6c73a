CREATE TABLE "import_run_rows" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"startup_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "import_run_rows_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"columns" text[] NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dry_run" jsonb,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "startup_fact_sources" (
	"startup_id" integer NOT NULL,
	"field" text NOT NULL,
	"run_id" integer,
	"file_name" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_fact_sources_startup_id_field_pk" PRIMARY KEY("startup_id","field")
);
--> statement-breakpoint
CREATE TABLE "banned_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_mails_pattern_unique" UNIQUE("pattern")
);
--> statement-breakpoint
CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_words_folded_unique" UNIQUE("folded")
);
--> statement-breakpoint
CREATE TABLE "spam_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"client_hash" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"origin" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"route" text NOT NULL,
	"status" integer DEFAULT 500 NOT NULL,
	"viewer_user_id" text,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eu_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"website" text,
	"description_en" text DEFAULT '' NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"read_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"parent_id" integer,
	"menu_key" text,
	"label_en" text NOT NULL,
	"label_tr" text NOT NULL,
	"url_en" text DEFAULT '' NOT NULL,
	"url_tr" text DEFAULT '' NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "updated_by_user_id" text;--> statement-breakpoint
ALTER TABLE "ref_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "admin_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "admin_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_fact_sources" ADD CONSTRAINT "startup_fact_sources_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spam_events_created_idx" ON "spam_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spam_events_user_idx" ON "spam_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_log_created_idx" ON "email_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_request_idx" ON "error_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "eu_organizations_country_idx" ON "eu_organizations" USING btree ("country_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "eu_organizations_name_country_idx" ON "eu_organizations" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_links_area_idx" ON "site_links" USING btree ("area","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");