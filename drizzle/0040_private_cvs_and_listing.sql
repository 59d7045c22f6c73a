ALTER TABLE "job_applications" ADD COLUMN "cv_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Seeded sample talents stay listed; every real account chooses (decision 0025).
UPDATE "profiles" SET "is_listed" = true WHERE "source" = 'generated';
