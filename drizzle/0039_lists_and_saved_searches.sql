-- Issue 18 §5: lists of startups, people and organizations (notes, read-only share links) and
-- saved searches with their e-mail alerts (each match reported once).
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"entity_id" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_entity_id_pk" PRIMARY KEY("saved_search_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "saved_searches_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" IN ('startup', 'talent', 'job')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" IN ('daily', 'weekly', 'never'))
);
--> statement-breakpoint
CREATE TABLE "user_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_list_items_entry_key" UNIQUE("list_id","kind","entity_id"),
	CONSTRAINT "user_list_items_kind_check" CHECK ("user_list_items"."kind" IN ('startup', 'person', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "user_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lists_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_items" ADD CONSTRAINT "user_list_items_list_id_user_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."user_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lists" ADD CONSTRAINT "user_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_list_items_entity_idx" ON "user_list_items" USING btree ("kind","entity_id");--> statement-breakpoint
CREATE INDEX "user_lists_user_idx" ON "user_lists" USING btree ("user_id","updated_at");