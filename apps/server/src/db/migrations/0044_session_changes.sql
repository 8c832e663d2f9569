-- Sessions are remembered per token by every instance for a while (modules/auth/session-cache.ts, decision 048).
-- Whatever ends or changes a session, or changes its member (sign-out, revocation, a password change, a suspension
-- deleting the member's sessions, a verified email, two-factor turned on, the account deleted, an operator's SQL),
-- tells every instance at commit, so none answers from what it remembered: 'session:<id>' or 'member:<id>' on the
-- auth_sessions channel.
CREATE FUNCTION auth_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('auth_sessions', 'session:' || OLD.id);
  ELSE
    PERFORM pg_notify('auth_sessions', 'member:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION auth_sessions_changed();--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION auth_sessions_changed();
