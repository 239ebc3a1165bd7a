-- Decision 051. A doctor's next free slots are stored, up to four (db/next-slot.ts), instead of the next one
-- alone: when the first starts, search shows the next one stored, with no write. next_slot_at moved with the
-- clock for every open doctor at every slot, and each move was a write of doctors and doctor_search and a
-- change every server process read and applied (some 900 a second at a million doctors in opening hours).
-- Only the next-slot columns changing is still not a change to search answers (0024): the trigger names the
-- new column, before the values move into it.
DROP TRIGGER doctors_update_search_version ON doctors;
--> statement-breakpoint
CREATE TRIGGER doctors_update_search_version AFTER UPDATE ON doctors
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'next_slots' - 'next_slot_checked_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'next_slots' - 'next_slot_checked_at')
  )
  EXECUTE FUNCTION tabib_bump_search_version();
--> statement-breakpoint
DROP INDEX "doctors_next_slot_idx";--> statement-breakpoint
DROP INDEX "doctors_next_slot_none_idx";--> statement-breakpoint
ALTER TABLE "doctor_search" ADD COLUMN "next_slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "next_slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The triggers (0045) copy the values into doctor_search, which has the column by the same name.
UPDATE "doctors" SET "next_slots" = ARRAY["next_slot_at"] WHERE "next_slot_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_next_slots_last_idx" ON "doctors" USING btree (("next_slots"[cardinality("next_slots")]));--> statement-breakpoint
CREATE INDEX "doctors_next_slots_none_idx" ON "doctors" USING btree ("next_slot_checked_at") WHERE cardinality("doctors"."next_slots") = 0;--> statement-breakpoint
ALTER TABLE "doctor_search" DROP COLUMN "next_slot_at";--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "next_slot_at";
