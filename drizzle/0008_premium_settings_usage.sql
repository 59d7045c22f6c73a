CREATE TABLE "premium_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"premium_enable" boolean DEFAULT true NOT NULL,
	"user_need_to_sign_for_see_data" boolean DEFAULT false NOT NULL,
	"customer_source" text DEFAULT 'direct' NOT NULL,
	"limited_free_startup_presenter" boolean DEFAULT false NOT NULL,
	"free_startup_count" integer DEFAULT 10 NOT NULL,
	"filter_list" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "premium_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"downloaded_report_count" integer DEFAULT 0 NOT NULL,
	"startup_downloaded_row" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "premium_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "premium_usage" ADD CONSTRAINT "premium_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;