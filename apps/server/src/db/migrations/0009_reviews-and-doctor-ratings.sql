CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_doctor_user_unique" UNIQUE("doctor_id","user_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rating_avg" real GENERATED ALWAYS AS (case when rating_count > 0 then rating_sum::real / rating_count end) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_doctor_created_idx" ON "reviews" USING btree ("doctor_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctors_fee_idx" ON "doctors" USING btree ("fee","id");--> statement-breakpoint
CREATE INDEX "doctors_rating_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doctors_experience_idx" ON "doctors" USING btree ("years_of_experience" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_fee_idx" ON "doctors" USING btree ("specialty_id","fee","id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_rating_idx" ON "doctors" USING btree ("specialty_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_experience_idx" ON "doctors" USING btree ("specialty_id","years_of_experience" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_rating_counts" CHECK ("doctors"."rating_count" >= 0 and "doctors"."rating_sum" between "doctors"."rating_count" and 5 * "doctors"."rating_count");