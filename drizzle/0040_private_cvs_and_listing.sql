-- Dated after 0039 in the journal: it was first dated before it, so drizzle's migrator (which
-- applies what is newer than the newest applied) skipped it on databases already at 0039. It can
-- run twice (IF NOT EXISTS), as it does once on databases that took it under the first date.
ALTER TABLE "job_applications" ADD COLUMN IF NOT EXISTS "cv_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "cv_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Seeded sample talents stay listed; every real account chooses (decision 0025).
UPDATE "profiles" SET "is_listed" = true WHERE "source" = 'generated';
