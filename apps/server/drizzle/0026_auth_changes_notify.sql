-- Every server process keeps the sessions it has checked for a few seconds (modules/auth/session-cache.ts).
-- A statement that ends a session or changes a user, a profile or a grant tells every process to forget
-- them: NOTIFY is sent when the transaction commits, to each process's LISTEN connection.
CREATE FUNCTION "auth_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shipdesk_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sessions: only ending them matters (an update only extends one, which a process learns when its copy expires).
CREATE TRIGGER "sessions_auth_changes" AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "user_profiles_auth_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "user_module_permissions_auth_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "user_module_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "modules_auth_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "modules"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "permissions_auth_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();
