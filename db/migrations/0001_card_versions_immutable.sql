-- Published card versions are history: once written they never change. The application has no update
-- path; this trigger makes the database itself refuse UPDATE and DELETE, so neither a hand-written
-- query nor a future bug can rewrite what was published. (Hand-written migration: drizzle-kit does not
-- model triggers. Created with `npx drizzle-kit generate --custom --name card_versions_immutable`.)
CREATE FUNCTION "card_versions_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'card_versions rows are immutable (card %, version %): publish a new version instead',
    OLD."card_id", OLD."version"
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "card_versions_immutable"
  BEFORE UPDATE OR DELETE ON "card_versions"
  FOR EACH ROW EXECUTE FUNCTION "card_versions_reject_change"();
