-- Medicine search compares with a stored, folded column instead of folding every row per search (0006's
-- expression index served LIKE and <% only when the planner chose it; a scan folded all rows twice a search).
ALTER TABLE "medicines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (tabib_normalize(brand_en || ' ' || brand_ar || ' ' || generic_en || ' ' || generic_ar)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "medicines_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "medicines_search_text_trgm_idx" ON "medicines" USING gin ("search_text" gin_trgm_ops);
