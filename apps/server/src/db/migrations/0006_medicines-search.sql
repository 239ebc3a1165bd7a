-- One trigram index over every name a medicine is searched by (brand and generic, both languages),
-- folded by tabib_normalize; medicine-queries.ts repeats this exact expression so the planner uses it.
CREATE INDEX IF NOT EXISTS "medicines_search_trgm_idx" ON "medicines" USING gin (
  tabib_normalize("brand_en" || ' ' || "brand_ar" || ' ' || "generic_en" || ' ' || "generic_ar") gin_trgm_ops
);
