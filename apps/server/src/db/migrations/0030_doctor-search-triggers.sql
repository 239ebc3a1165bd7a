-- doctor_search (0025) is a narrow copy of what search filters and orders doctors by (decision 020), kept
-- per statement from the transition tables: a bulk load copies its rows in one insert, and the next-slot
-- refresher's update of 200 doctors is one update here. Rows go with their doctor (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION tabib_doctor_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_search (doctor_id, specialty_id, city_id, area_id, gender, telehealth, fee,
      years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at)
    SELECT id, specialty_id, city_id, area_id, gender, telehealth, fee,
      years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at
    FROM inserted_doctors;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_search_inserted AFTER INSERT ON doctors
  REFERENCING NEW TABLE AS inserted_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_search_inserted();
--> statement-breakpoint
-- Rows whose copied columns did not change (a bio edited) are left alone.
CREATE OR REPLACE FUNCTION tabib_doctor_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctor_search s SET specialty_id = n.specialty_id, city_id = n.city_id, area_id = n.area_id,
      gender = n.gender, telehealth = n.telehealth, fee = n.fee, years_of_experience = n.years_of_experience,
      rating_avg = n.rating_avg, rating_count = n.rating_count, name_words = n.name_words,
      next_slot_at = n.next_slot_at, next_slot_checked_at = n.next_slot_checked_at
    FROM updated_doctors n
    WHERE s.doctor_id = n.id
      AND (s.specialty_id, s.city_id, s.area_id, s.gender, s.telehealth, s.fee, s.years_of_experience,
          s.rating_avg, s.rating_count, s.name_words, s.next_slot_at, s.next_slot_checked_at)
        IS DISTINCT FROM (n.specialty_id, n.city_id, n.area_id, n.gender, n.telehealth, n.fee,
          n.years_of_experience, n.rating_avg, n.rating_count, n.name_words, n.next_slot_at, n.next_slot_checked_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_search_updated AFTER UPDATE ON doctors
  REFERENCING NEW TABLE AS updated_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_doctor_search_updated();
--> statement-breakpoint
INSERT INTO doctor_search (doctor_id, specialty_id, city_id, area_id, gender, telehealth, fee,
    years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at)
  SELECT id, specialty_id, city_id, area_id, gender, telehealth, fee,
    years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at
  FROM doctors;
