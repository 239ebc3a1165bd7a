ALTER TABLE "reviews" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
-- A review without stars counts in neither the doctor's rating sum nor its count: the average is over the
-- reviews that have stars, and rating_count says how many those are.
CREATE OR REPLACE FUNCTION tabib_reviews_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rating IS NOT NULL THEN
    UPDATE doctors SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE id = OLD.doctor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rating IS NOT NULL THEN
    UPDATE doctors SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
    WHERE id = NEW.doctor_id;
  END IF;
  RETURN NULL;
END;
$$;
