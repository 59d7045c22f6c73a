-- The Y Combinator list names founders without titles. A startup with one founder has a
-- "Founder", not a "Co-founder" of nobody (teamMemberPosition items 1 and 2, ids 22001 and 22002:
-- src/modules/reference/data/type-lists.ts). The import now stores it so; this corrects the
-- team rows of earlier imports, and only those: YC startups whose team is one co-founder.
UPDATE "startup_team_members" AS m
SET "position_id" = 22001
WHERE m."position_id" = 22002
  AND m."startup_id" IN (SELECT s."id" FROM "startups" AS s WHERE s."source" = 'yc')
  AND (SELECT count(*) FROM "startup_team_members" AS o WHERE o."startup_id" = m."startup_id") = 1;
