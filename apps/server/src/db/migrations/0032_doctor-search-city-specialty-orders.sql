DROP INDEX "doctor_search_city_specialty_idx";--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_fee_idx" ON "doctor_search" USING btree ("city_id","specialty_id","fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_rating_idx" ON "doctor_search" USING btree ("city_id","specialty_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_experience_idx" ON "doctor_search" USING btree ("city_id","specialty_id","years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_next_slot_idx" ON "doctor_search" USING btree ("city_id","specialty_id","next_slot_at","doctor_id");