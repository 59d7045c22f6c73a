CREATE TABLE "startup_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sort" text NOT NULL,
	"columns" text[] NOT NULL,
	"file_type" text NOT NULL,
	"locale" text NOT NULL,
	"row_count" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startup_exports" ADD CONSTRAINT "startup_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_exports_user_idx" ON "startup_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "startup_exports_expiry_idx" ON "startup_exports" USING btree ("expires_at");