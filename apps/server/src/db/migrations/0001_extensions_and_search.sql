-- Trigram search on names and range exclusion for bookings need these on both engines.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Folds the spellings Arabic users write interchangeably (hamza forms of alef, taa marbuta, alef
-- maqsura), drops harakat and tatweel, and lower-cases Latin text, so that "احمد" finds "أحمد".
-- IMMUTABLE so it can back expression indexes; queries apply it to the user's input too.
CREATE OR REPLACE FUNCTION tabib_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(
    translate(
      lower(regexp_replace(input, '[\u064B-\u0652\u0670\u0640]', '', 'g')),
      'أإآٱةى-''',
      'ااااهي  '
    ),
    '\s+', ' ', 'g'))
$$;
