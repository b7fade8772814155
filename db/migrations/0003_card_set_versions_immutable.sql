-- A frozen set version is what was exported to the game: once written it never changes. The application
-- has no update path; these triggers make the database refuse UPDATE and DELETE on frozen versions,
-- their entries and their definitions, so neither a hand-written query nor a future bug can rewrite a
-- shipped set. (Hand-written migration: drizzle-kit does not model triggers. Created with
-- `npx drizzle-kit generate --custom --name card_set_versions_immutable`.)
CREATE FUNCTION "card_set_versions_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'frozen set versions are immutable (set %, version %): freeze a new version instead',
    OLD."set_id", COALESCE(to_jsonb(OLD) ->> 'version', to_jsonb(OLD) ->> 'set_version')
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "card_set_versions_immutable"
  BEFORE UPDATE OR DELETE ON "card_set_versions"
  FOR EACH ROW EXECUTE FUNCTION "card_set_versions_reject_change"();--> statement-breakpoint
CREATE TRIGGER "card_set_version_entries_immutable"
  BEFORE UPDATE OR DELETE ON "card_set_version_entries"
  FOR EACH ROW EXECUTE FUNCTION "card_set_versions_reject_change"();--> statement-breakpoint
CREATE TRIGGER "card_set_version_definitions_immutable"
  BEFORE UPDATE OR DELETE ON "card_set_version_definitions"
  FOR EACH ROW EXECUTE FUNCTION "card_set_versions_reject_change"();
