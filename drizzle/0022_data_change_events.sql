-- Issue 14 / decision 0015: every server process keeps caches of public data (the startup result
-- cache and the anonymous page cache). A statement that changes public data announces it on the
-- channel "atlas_data_changed" when its transaction commits (NOTIFY is transactional; a rolled-back
-- write announces nothing; equal payloads of one transaction are sent once). Each process listens
-- and empties its caches, so a write made by any process (or by a script, an import, psql) reaches
-- all of them. Payloads: 'startups' (startup rows and their child rows), 'reference' (reference
-- lists), 'settings' (premium settings), 'pages' (what only rendered pages show).
CREATE OR REPLACE FUNCTION "atlas_notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atlas_data_changed', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['startups', 'funding_rounds', 'funding_round_investors', 'startup_investors',
    'startup_team_members', 'startup_patents', 'startup_government_supports', 'startup_important_updates',
    'startup_competitors', 'startup_acceleration_programs']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"(''startups'')', t || '_data_changed', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['ref_types', 'ref_countries', 'ref_cities', 'ref_counties', 'ref_universities',
    'ref_currencies', 'ref_languages']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"(''reference'')', t || '_data_changed', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['profiles', 'profile_educations', 'profile_languages', 'profile_skills',
    'profile_experiences', 'profile_professions', 'organizations', 'programs', 'organization_team_members',
    'organization_patents', 'providers', 'provider_team_members', 'people', 'contents']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"(''pages'')', t || '_data_changed', t);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "premium_settings_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "premium_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('settings');--> statement-breakpoint
-- A user's name and photo show on their public pages; sign-ins and other updates of the row do not.
CREATE TRIGGER "users_data_changed" AFTER UPDATE OF "name", "surname", "image" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('pages');
