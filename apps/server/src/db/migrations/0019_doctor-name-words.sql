CREATE TABLE "doctor_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (string_to_array(tabib_normalize(name_ar || ' ' || name_en), ' ')) STORED;--> statement-breakpoint
CREATE INDEX "doctor_name_words_trgm_idx" ON "doctor_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_name_words_idx" ON "doctors" USING gin ("name_words");