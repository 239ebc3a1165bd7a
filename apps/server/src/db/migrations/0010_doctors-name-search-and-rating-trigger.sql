-- Name search: both spellings of a doctor's name in one folded string, indexed for pg_trgm's LIKE and
-- word-similarity operators. The query must repeat this exact expression for the index to apply.
CREATE INDEX IF NOT EXISTS "doctors_name_search_idx" ON "doctors"
  USING gin (tabib_normalize("name_ar" || ' ' || "name_en") gin_trgm_ops);
--> statement-breakpoint
-- Keeps doctors.rating_sum / rating_count equal to the stored reviews, in the same transaction as the
-- change, whoever makes it (a patient, moderation, an account deletion cascading to its reviews).
CREATE OR REPLACE FUNCTION tabib_reviews_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE doctors SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE id = OLD.doctor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE doctors SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
    WHERE id = NEW.doctor_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating AFTER INSERT OR DELETE OR UPDATE OF rating, doctor_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION tabib_reviews_rating();
