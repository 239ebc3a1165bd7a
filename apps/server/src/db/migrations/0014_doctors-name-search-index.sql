-- Name search moves from an expression index (0010) to the stored, folded doctors.name_search, so that
-- neither matching nor the trigram recheck recomputes tabib_normalize per row.
DROP INDEX IF EXISTS "doctors_name_search_idx";
--> statement-breakpoint
-- LIKE '%part%' finds partial names, strict word similarity (<<%) forgives a misspelt letter or two.
CREATE INDEX IF NOT EXISTS "doctors_name_search_trgm_idx" ON "doctors" USING gin ("name_search" gin_trgm_ops);
