-- Decision 052. The background refresher worked a stored list out again once its last slot had started. The
-- lists it wrote at one slot start (the demo's slots start on the quarter, third and half hour) all ran out at
-- one later one: some 50,000 at a million doctors, worked out within two minutes, while searches waited. Each
-- list is now due at a moment spread per doctor (a hash of its id) between its last two slots, so the same work
-- comes over a slot's length. Nothing the list could show has started before its second-to-last slot has, and
-- search still works a list out itself once all have started (db/next-slot.ts).
-- Never worked out (or cleared by a booking): due at once, first. "None in the horizon": due an hour after it was
-- found (NO_SLOT_RECHECK_MS in db/next-slot.ts). A list of two slots or more is due at least a minute before its
-- last slot starts (six of the refresher's passes, worker.ts): a list still held when it starts is worked out by
-- the searches that show it, while people wait. A list of one slot is due when that starts: worked out earlier,
-- it would be the same list, due again at once. A list's moments are its epoch seconds, the same in every time
-- zone, which is what lets the function be immutable, as a generated column needs.
CREATE FUNCTION tabib_next_slots_due_at(slots timestamptz[], checked_at timestamptz, id uuid) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN checked_at IS NULL THEN '-infinity'::timestamptz
    WHEN cardinality(slots) = 0 THEN to_timestamp(extract(epoch FROM checked_at)::float8 + 3600)
    ELSE (SELECT to_timestamp(last - least(60, last - prev) - greatest(last - prev - 60, 0)
        * ((hashtext(id::text) & 65535) / 65536.0::float8))
      FROM (SELECT extract(epoch FROM slots[cardinality(slots)])::float8 AS last,
        extract(epoch FROM slots[greatest(cardinality(slots) - 1, 1)])::float8 AS prev) AS list)
  END
$$;
--> statement-breakpoint
-- The due moment moves with every list written, which is no change to search answers (0024, 0047).
DROP TRIGGER doctors_update_search_version ON doctors;
--> statement-breakpoint
CREATE TRIGGER doctors_update_search_version AFTER UPDATE ON doctors
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'next_slots' - 'next_slot_checked_at' - 'next_slots_due_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'next_slots' - 'next_slot_checked_at' - 'next_slots_due_at')
  )
  EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
-- One index serves every kind of due list, in the order the refresher takes them (0047 had three).
DROP INDEX "doctors_next_slots_last_idx";--> statement-breakpoint
DROP INDEX "doctors_next_slot_unchecked_idx";--> statement-breakpoint
DROP INDEX "doctors_next_slots_none_idx";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "next_slots_due_at" timestamp with time zone GENERATED ALWAYS AS (tabib_next_slots_due_at(next_slots, next_slot_checked_at, id)) STORED;--> statement-breakpoint
CREATE INDEX "doctors_next_slots_due_idx" ON "doctors" USING btree ("next_slots_due_at");
