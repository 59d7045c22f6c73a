CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"step" text PRIMARY KEY NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pending_startup_ids" integer[] DEFAULT '{}'::int[] NOT NULL;