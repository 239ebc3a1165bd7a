-- A counter that moves whenever data shown in doctor search results may have changed, so that each
-- server process can keep search answers and know, with one cheap read, whether they still hold
-- (features/doctors/search-cache.ts). A sequence, not a row: writers never wait on each other for it.
CREATE SEQUENCE search_data_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_bump_search_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_data_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER specialties_search_version AFTER INSERT OR UPDATE OR DELETE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER cities_search_version AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER areas_search_version AFTER INSERT OR UPDATE OR DELETE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER insurers_search_version AFTER INSERT OR UPDATE OR DELETE ON insurers
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER clinics_search_version AFTER INSERT OR UPDATE OR DELETE ON clinics
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER doctor_insurers_search_version AFTER INSERT OR UPDATE OR DELETE ON doctor_insurers
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER doctor_weekly_hours_search_version AFTER INSERT OR UPDATE OR DELETE ON doctor_weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER doctor_schedule_exceptions_search_version AFTER INSERT OR UPDATE OR DELETE ON doctor_schedule_exceptions
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER appointments_search_version AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER reviews_search_version AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER doctors_search_version AFTER INSERT OR DELETE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
-- Working out a doctor's next slot again (it always sets next_slot_checked_at) is not a change: search
-- answers age out on their own when a slot they show has passed.
CREATE TRIGGER doctors_update_search_version AFTER UPDATE ON doctors
  FOR EACH ROW WHEN (old.next_slot_checked_at IS NOT DISTINCT FROM new.next_slot_checked_at)
  EXECUTE FUNCTION tabib_bump_search_version();
