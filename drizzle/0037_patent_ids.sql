-- Issue 18 §3 (patents): organization and startup patents draw their ids from one sequence, so
-- /patent/patent-detail/{id} names one patent whichever owner it has. The sequence starts above
-- every id in use; startup patents are renumbered from it (nothing refers to their ids).
CREATE SEQUENCE "public"."patent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('patent_id_seq', GREATEST(
  (SELECT coalesce(max("id"), 0) FROM "organization_patents"),
  (SELECT coalesce(max("id"), 0) FROM "startup_patents")
) + 1, false);--> statement-breakpoint
UPDATE "startup_patents" SET "id" = nextval('patent_id_seq');--> statement-breakpoint
ALTER TABLE "organization_patents" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "organization_patents" ALTER COLUMN "id" SET DEFAULT nextval('patent_id_seq');--> statement-breakpoint
ALTER TABLE "startup_patents" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "startup_patents" ALTER COLUMN "id" SET DEFAULT nextval('patent_id_seq');--> statement-breakpoint
DROP SEQUENCE IF EXISTS "organization_patents_id_seq";--> statement-breakpoint
DROP SEQUENCE IF EXISTS "startup_patents_id_seq";--> statement-breakpoint
-- The header's Data menu gets "Patentler", shown in Turkish only (spec public §2: patents are in the
-- menu in the Turkish locale only; an empty label hides a link in that language). Fresh databases
-- get it from the seed.
INSERT INTO "site_links" ("area", "parent_id", "label_en", "label_tr", "url_en", "sort_order")
SELECT 'header', m."id", '', 'Patentler', '/patents',
  (SELECT coalesce(max(c."sort_order"), -1) + 1 FROM "site_links" c WHERE c."parent_id" = m."id")
FROM "site_links" m
WHERE m."area" = 'header' AND m."menu_key" = 'data' AND m."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "site_links" x WHERE x."url_en" = '/patents');