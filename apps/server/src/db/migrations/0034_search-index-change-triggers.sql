-- Each server process searches its own copy of doctor_search (decision 022) and brings it up to date from
-- doctor_search_changes (0033): the doctors a transaction changed, with its transaction id, so that a reader
-- finds exactly the changes its previous snapshot did not see, whatever order transactions commit in.
-- Statement-level, from the transition tables: a bulk load or the next-slot refresher's batch is one insert.
CREATE OR REPLACE FUNCTION tabib_doctor_search_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO doctor_search_changes (doctor_id) SELECT doctor_id FROM old_rows;
  ELSE
    INSERT INTO doctor_search_changes (doctor_id) SELECT doctor_id FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctor_search_inserted_changes AFTER INSERT ON doctor_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_search_updated_changes AFTER UPDATE ON doctor_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_search_deleted_changes AFTER DELETE ON doctor_search
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_search_rows_changed();
--> statement-breakpoint
-- A doctor's insurers are searched too (the insurer filter), but are not columns of doctor_search.
CREATE OR REPLACE FUNCTION tabib_doctor_insurers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO doctor_search_changes (doctor_id) SELECT DISTINCT doctor_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO doctor_search_changes (doctor_id) SELECT DISTINCT doctor_id FROM old_rows;
  ELSE
    INSERT INTO doctor_search_changes (doctor_id)
      SELECT doctor_id FROM new_rows UNION SELECT doctor_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctor_insurers_inserted_changes AFTER INSERT ON doctor_insurers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_insurers_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_insurers_updated_changes AFTER UPDATE ON doctor_insurers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_insurers_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_insurers_deleted_changes AFTER DELETE ON doctor_insurers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_insurers_changed();
