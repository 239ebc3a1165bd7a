-- Appointments, weekly hours and schedule exceptions change only the free slots of their doctors, so they
-- no longer move search_data_version (which makes every process drop every cached search answer). They log
-- the doctors instead, and each process drops just the answers that show them, and those sorted by
-- soonest slot (decision 009). Statement-level triggers with transition tables: a bulk load logs each
-- doctor once per statement, not once per row. A trigger with transition tables takes one event only.
DROP TRIGGER appointments_search_version ON appointments;
--> statement-breakpoint
DROP TRIGGER doctor_weekly_hours_search_version ON doctor_weekly_hours;
--> statement-breakpoint
DROP TRIGGER doctor_schedule_exceptions_search_version ON doctor_schedule_exceptions;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_log_inserted_slot_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_slot_changes (doctor_id) SELECT DISTINCT doctor_id FROM new_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_log_updated_slot_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_slot_changes (doctor_id)
    SELECT doctor_id FROM new_rows UNION SELECT doctor_id FROM old_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_log_deleted_slot_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_slot_changes (doctor_id) SELECT DISTINCT doctor_id FROM old_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_slot_changes_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_inserted_slot_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_slot_changes_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_updated_slot_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_slot_changes_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_deleted_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_weekly_hours_slot_changes_insert AFTER INSERT ON doctor_weekly_hours
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_inserted_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_weekly_hours_slot_changes_update AFTER UPDATE ON doctor_weekly_hours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_updated_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_weekly_hours_slot_changes_delete AFTER DELETE ON doctor_weekly_hours
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_deleted_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_schedule_exceptions_slot_changes_insert AFTER INSERT ON doctor_schedule_exceptions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_inserted_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_schedule_exceptions_slot_changes_update AFTER UPDATE ON doctor_schedule_exceptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_updated_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_schedule_exceptions_slot_changes_delete AFTER DELETE ON doctor_schedule_exceptions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_log_deleted_slot_changes();
