CREATE INDEX "doctor_search_fee_idx" ON "doctor_search" USING btree ("fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_rating_idx" ON "doctor_search" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_experience_idx" ON "doctor_search" USING btree ("years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_next_slot_idx" ON "doctor_search" USING btree ("next_slot_at","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_fee_idx" ON "doctor_search" USING btree ("specialty_id","fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_rating_idx" ON "doctor_search" USING btree ("specialty_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_experience_idx" ON "doctor_search" USING btree ("specialty_id","years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_next_slot_idx" ON "doctor_search" USING btree ("specialty_id","next_slot_at","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_fee_idx" ON "doctor_search" USING btree ("city_id","specialty_id","fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_rating_idx" ON "doctor_search" USING btree ("city_id","specialty_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_experience_idx" ON "doctor_search" USING btree ("city_id","specialty_id","years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_next_slot_idx" ON "doctor_search" USING btree ("city_id","specialty_id","next_slot_at","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_area_specialty_idx" ON "doctor_search" USING btree ("area_id","specialty_id");--> statement-breakpoint
CREATE INDEX "doctor_search_slot_unchecked_idx" ON "doctor_search" USING btree ("doctor_id") WHERE "doctor_search"."next_slot_checked_at" is null;--> statement-breakpoint
CREATE INDEX "doctor_search_slot_none_idx" ON "doctor_search" USING btree ("next_slot_checked_at") WHERE "doctor_search"."next_slot_at" is null;