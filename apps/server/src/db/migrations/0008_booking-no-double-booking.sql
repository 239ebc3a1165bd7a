-- A doctor cannot have two booked appointments whose times overlap. The database enforces it, so
-- concurrent bookings of one slot cannot both succeed; a violation raises 23P01 (slot_taken).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'booked');
