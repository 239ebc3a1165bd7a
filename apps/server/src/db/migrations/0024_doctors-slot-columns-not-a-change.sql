-- Only the next-slot columns changing is not a change to search answers (0018 said so by comparing
-- next_slot_checked_at alone, so clearing a value that was already cleared, as a second booking of the
-- same doctor does, moved the version and dropped every cached answer). Compare everything else instead.
DROP TRIGGER doctors_update_search_version ON doctors;
--> statement-breakpoint
CREATE TRIGGER doctors_update_search_version AFTER UPDATE ON doctors
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'next_slot_at' - 'next_slot_checked_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'next_slot_at' - 'next_slot_checked_at')
  )
  EXECUTE FUNCTION tabib_bump_search_version();
