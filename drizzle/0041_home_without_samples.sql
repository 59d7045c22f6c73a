-- The home page no longer seeds sample testimonials and media items: invented words and
-- "replace it" notes are placeholders on the first page a visitor sees (spec P§2 "/"; the
-- section is hidden with no item). Stored copies of them go: the six invented quotes are
-- dropped, a sample role note left beside an admin's own quote is blanked, and the three sample
-- media items are dropped. Everything an admin wrote stays, in its order.
UPDATE "site_settings"
SET "value" = jsonb_set(
  jsonb_set(
    "value",
    '{testimonials}',
    COALESCE(
      (
        SELECT jsonb_agg(
          t.item || jsonb_build_object(
            'roleEn',
            CASE WHEN t.item->>'roleEn' LIKE 'Sample testimonial % — replace it in the admin area' THEN '' ELSE COALESCE(t.item->>'roleEn', '') END,
            'roleTr',
            CASE WHEN t.item->>'roleTr' LIKE 'Örnek görüş % — yönetim alanından değiştirin' THEN '' ELSE COALESCE(t.item->>'roleTr', '') END
          )
          ORDER BY t.n
        )
        FROM jsonb_array_elements(
          CASE WHEN jsonb_typeof("value"->'testimonials') = 'array' THEN "value"->'testimonials' ELSE '[]'::jsonb END
        ) WITH ORDINALITY AS t(item, n)
        WHERE COALESCE(t.item->>'quoteEn', '') NOT IN (
          'We found three investors who had backed startups like ours in an afternoon.',
          'The investor graph shows who invests alongside whom, which no spreadsheet did.',
          'Our cohort applied, and our jury scored every application in one place.',
          'I saved a search for remote fintech jobs and heard about the right one first.',
          'The province map tells us where the startups of our region are, in both languages.',
          'We run it on our own server with our own data; the export limits keep it fair.'
        )
      ),
      '[]'::jsonb
    )
  ),
  '{media}',
  COALESCE(
    (
      SELECT jsonb_agg(m.item ORDER BY m.n)
      FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof("value"->'media') = 'array' THEN "value"->'media' ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS m(item, n)
      WHERE COALESCE(m.item->>'titleEn', '') NOT LIKE 'Sample media item % — replace it in the admin area'
    ),
    '[]'::jsonb
  )
)
WHERE "key" = 'home';
