-- Issue 14 / decision 0015: signed-in viewers are cached per process by session cookie
-- (src/server/viewer.ts). These triggers tell every process when that cache may be wrong:
-- 'sessions' when a session or user row changes or goes (sign-out, expiry refresh, lock,
-- deletion, verification), 'access' when an access row or a package changes. New sessions
-- (inserts) need no notice: nothing cached can be about them.
CREATE TRIGGER "sessions_viewer_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('sessions');--> statement-breakpoint
CREATE TRIGGER "users_viewer_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('sessions');--> statement-breakpoint
CREATE TRIGGER "entity_access_viewer_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "entity_access"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('access');--> statement-breakpoint
CREATE TRIGGER "premium_entitlements_viewer_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "premium_entitlements"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('access');
