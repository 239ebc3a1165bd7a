CREATE TABLE "doctor_search_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "doctor_search_fee_idx";--> statement-breakpoint
DROP INDEX "doctor_search_rating_idx";--> statement-breakpoint
DROP INDEX "doctor_search_experience_idx";--> statement-breakpoint
DROP INDEX "doctor_search_next_slot_idx";--> statement-breakpoint
DROP INDEX "doctor_search_specialty_fee_idx";--> statement-breakpoint
DROP INDEX "doctor_search_specialty_rating_idx";--> statement-breakpoint
DROP INDEX "doctor_search_specialty_experience_idx";--> statement-breakpoint
DROP INDEX "doctor_search_specialty_next_slot_idx";--> statement-breakpoint
DROP INDEX "doctor_search_city_specialty_fee_idx";--> statement-breakpoint
DROP INDEX "doctor_search_city_specialty_rating_idx";--> statement-breakpoint
DROP INDEX "doctor_search_city_specialty_experience_idx";--> statement-breakpoint
DROP INDEX "doctor_search_city_specialty_next_slot_idx";--> statement-breakpoint
DROP INDEX "doctor_search_area_specialty_idx";--> statement-breakpoint
DROP INDEX "doctor_search_slot_unchecked_idx";--> statement-breakpoint
DROP INDEX "doctor_search_slot_none_idx";--> statement-breakpoint
CREATE INDEX "doctor_search_changes_xid_idx" ON "doctor_search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "doctor_search_changes_recorded_at_idx" ON "doctor_search_changes" USING btree ("recorded_at");