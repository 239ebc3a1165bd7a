ALTER TABLE "doctors" ADD COLUMN "area_id" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_idx" ON "doctors" USING btree ("city_id","specialty_id");--> statement-breakpoint
CREATE INDEX "doctors_area_specialty_idx" ON "doctors" USING btree ("area_id","specialty_id");