-- Issue 18 §1 (ecosystem maps). The public support institution types of the organizationType list
-- (ref_types 29) for databases seeded before they existed; a fresh database is empty here and gets
-- them from the seed.
INSERT INTO "ref_types" ("id", "parent_id", "key", "slug_en", "slug_tr", "name_en", "name_tr", "sort_order")
SELECT v.* FROM (VALUES
  (29015, 29, 'development-agency', 'development-agency', 'kalkinma-ajansi', 'Development agency', 'Kalkınma ajansı', 15),
  (29016, 29, 'kosgeb-service-centre', 'kosgeb-service-centre', 'kosgeb-mudurlugu', 'KOSGEB service centre', 'KOSGEB müdürlüğü', 16),
  (29017, 29, 'tubitak-unit', 'tubitak-unit', 'tubitak-birimi', 'TÜBİTAK unit', 'TÜBİTAK birimi', 17)
) AS v WHERE EXISTS (SELECT 1 FROM "ref_types") ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- The EU map's organizations are on rendered pages (/ecosystem-map-eu): their changes empty the
-- page caches of every process, like the other organizations (migration 0022).
CREATE TRIGGER "eu_organizations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "eu_organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('pages');
