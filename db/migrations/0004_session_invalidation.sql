-- Every server process caches resolved sessions briefly (server/services/resolve-session.ts). These triggers tell
-- all of them, on commit, which user's sessions to read again: sign-out and revocation (session rows deleted),
-- expiry changes, password changes, role changes, and name or email changes (both are part of the cached caller).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('twinsight_sessions', (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OF name, email OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
--> statement-breakpoint
CREATE TRIGGER account_password_changed AFTER UPDATE OF password ON "account" FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_role_changed AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
