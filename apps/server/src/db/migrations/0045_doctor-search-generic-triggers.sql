-- Issue 41. Both functions that keep doctor_search (0030, last 0040) listed every column it copies, three
-- times over, so a column added to search meant redefining them. They now copy every column doctor_search
-- shares with doctors by name, as the catalogue has them at each statement: adding one to search is its
-- column in both tables (the generated ALTER TABLE) and, for the rows already there, a no-op UPDATE of
-- doctors. doctor_id is doctors.id; a column doctors has no namesake of is left to its default.
-- Unchanged (0040): a suspended doctor has no row; a row is written only when a column it copies changed, so
-- a write that changes nothing search shows (a bio edited) logs no search change (0034). Column lists are
-- spliced into dynamic SQL rather than copied as whole records (jsonb_populate_record): that would still
-- need the list for UPDATE's SET, and would round-trip every value through text.
-- The columns copied, as lists for dynamic SQL: bare, and of the aliases `s` (doctor_search) and `n` (doctors).
-- PL/pgSQL, not SQL: its query's plan is kept for the session (a SQL function returning a record is planned
-- at every call: 0.3 ms).
CREATE OR REPLACE FUNCTION tabib_doctor_search_columns(OUT copied text, OUT held text, OUT fresh text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT string_agg(quote_ident(s.attname), ', ' ORDER BY s.attnum),
      string_agg('s.' || quote_ident(s.attname), ', ' ORDER BY s.attnum),
      string_agg('n.' || quote_ident(s.attname), ', ' ORDER BY s.attnum)
    INTO copied, held, fresh
    FROM pg_attribute s
    JOIN pg_attribute d ON d.attrelid = 'doctors'::regclass AND d.attname = s.attname AND d.attnum > 0
      AND NOT d.attisdropped
    WHERE s.attrelid = 'doctor_search'::regclass AND s.attnum > 0 AND NOT s.attisdropped;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_doctor_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  copied text := (tabib_doctor_search_columns()).copied;
BEGIN
  EXECUTE format('INSERT INTO doctor_search (doctor_id, %1$s) SELECT id, %1$s FROM inserted_doctors
    WHERE suspended_at IS NULL', copied);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_doctor_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  copied text;
  held text;
  fresh text;
BEGIN
  SELECT * INTO copied, held, fresh FROM tabib_doctor_search_columns();
  EXECUTE format('UPDATE doctor_search s SET (%1$s) = ROW(%3$s) FROM updated_doctors n
    WHERE s.doctor_id = n.id AND n.suspended_at IS NULL AND (%2$s) IS DISTINCT FROM (%3$s)', copied, held, fresh);
  -- Suspended: out. Reinstated (or any listed doctor without a row): in, planned only then.
  DELETE FROM doctor_search s USING updated_doctors n WHERE s.doctor_id = n.id AND n.suspended_at IS NOT NULL;
  IF EXISTS (SELECT FROM updated_doctors n
      WHERE n.suspended_at IS NULL AND NOT EXISTS (SELECT FROM doctor_search s WHERE s.doctor_id = n.id)) THEN
    EXECUTE format('INSERT INTO doctor_search (doctor_id, %1$s) SELECT n.id, %2$s FROM updated_doctors n
      WHERE n.suspended_at IS NULL AND NOT EXISTS (SELECT FROM doctor_search s WHERE s.doctor_id = n.id)',
      copied, fresh);
  END IF;
  RETURN NULL;
END;
$$;
