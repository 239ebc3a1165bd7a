-- Issue 41. doctor_search is what every process's search copy follows (decision 022): doctors' triggers
-- (0045) write it, and its own triggers (0034) log each change for the copies to catch up from. A statement
-- that wrote it directly would still be logged, but would leave it out of step with doctors, which the next
-- update of that doctor would silently undo. That rule lived only in comments; now a statement on
-- doctor_search that no trigger issued is refused. pg_trigger_depth() in the WHEN clause is the depth of
-- whatever issued the statement: 0 for a statement issued directly, more for one issued by another trigger (a
-- foreign key's cascade included), so the triggers' own statements do not even call the function. A migration
-- that must write it directly can ALTER TABLE doctor_search DISABLE TRIGGER doctor_search_from_triggers_only
-- around the write.
CREATE OR REPLACE FUNCTION tabib_doctor_search_from_triggers_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'doctor_search is written only by the triggers on doctors: % it through doctors instead', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctor_search_from_triggers_only BEFORE INSERT OR UPDATE OR DELETE ON doctor_search
  FOR EACH STATEMENT WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION tabib_doctor_search_from_triggers_only();
