-- A telehealth appointment cancelled or moved closes its visit room on whichever process holds its sockets
-- (decision 034): the change is announced on the visits' relay channel, and each process checks the
-- appointment again. In the database, so every way an appointment changes (the API, /compat, an operator's
-- SQL) closes the room, and the booking feature needs to know nothing of visits.
CREATE OR REPLACE FUNCTION tabib_visit_appointment_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tabib_visits', json_build_object('kind', 'recheck', 'appointmentId', NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_visit_changed
  AFTER UPDATE OF status, starts_at, ends_at ON appointments
  FOR EACH ROW
  WHEN (NEW.visit_type = 'telehealth'
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
      OR OLD.ends_at IS DISTINCT FROM NEW.ends_at))
  EXECUTE FUNCTION tabib_visit_appointment_changed();
