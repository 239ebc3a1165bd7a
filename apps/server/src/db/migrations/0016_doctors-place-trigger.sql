-- doctors.area_id / city_id follow the doctor's clinic, so search filters by place on doctors alone.
CREATE OR REPLACE FUNCTION tabib_doctor_place() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.area_id, a.city_id INTO NEW.area_id, NEW.city_id
  FROM clinics c JOIN areas a ON a.id = c.area_id
  WHERE c.id = NEW.clinic_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_place BEFORE INSERT OR UPDATE OF clinic_id, area_id, city_id ON doctors
  FOR EACH ROW EXECUTE FUNCTION tabib_doctor_place();
--> statement-breakpoint
-- A clinic that moves to another area takes its doctors with it.
CREATE OR REPLACE FUNCTION tabib_clinic_place() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctors SET area_id = NEW.area_id WHERE clinic_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clinics_place AFTER UPDATE OF area_id ON clinics
  FOR EACH ROW EXECUTE FUNCTION tabib_clinic_place();
--> statement-breakpoint
UPDATE doctors d SET area_id = c.area_id, city_id = a.city_id
FROM clinics c JOIN areas a ON a.id = c.area_id
WHERE c.id = d.clinic_id;
