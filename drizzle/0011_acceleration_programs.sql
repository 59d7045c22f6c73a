CREATE TABLE "startup_acceleration_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"program_date" date
);
--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "incubation_center_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_acceleration_programs" ADD CONSTRAINT "startup_acceleration_programs_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_acceleration_programs_startup_idx" ON "startup_acceleration_programs" USING btree ("startup_id");--> statement-breakpoint
-- Existing program memberships become acceleration program rows (no date known); program_ids is derived from them from now on.
INSERT INTO "startup_acceleration_programs" ("startup_id", "type_id") SELECT "s"."id", "p"."type_id" FROM "startups" "s", unnest("s"."program_ids") AS "p"("type_id");
