ALTER TABLE "doctors" ADD COLUMN "next_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "next_slot_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "doctors_next_slot_idx" ON "doctors" USING btree ("next_slot_at","id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_next_slot_idx" ON "doctors" USING btree ("specialty_id","next_slot_at","id");