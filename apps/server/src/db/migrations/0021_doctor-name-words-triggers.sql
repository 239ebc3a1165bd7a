-- The dictionary of name words (0019) learns every word a doctor's name brings: per statement on insert,
-- so that loading thousands of doctors adds each new word once; per row on the rare change of a name.
CREATE OR REPLACE FUNCTION tabib_learn_inserted_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word)
    SELECT DISTINCT unnest(name_words) FROM inserted_doctors
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_learn_name_words AFTER INSERT ON doctors
  REFERENCING NEW TABLE AS inserted_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION tabib_learn_inserted_name_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_learn_renamed_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word) SELECT DISTINCT unnest(NEW.name_words) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_learn_renamed_name_words AFTER UPDATE OF name_ar, name_en ON doctors
  FOR EACH ROW WHEN (OLD.name_words IS DISTINCT FROM NEW.name_words)
  EXECUTE FUNCTION tabib_learn_renamed_name_words();
--> statement-breakpoint
INSERT INTO doctor_name_words (word) SELECT DISTINCT unnest(name_words) FROM doctors ON CONFLICT DO NOTHING;
