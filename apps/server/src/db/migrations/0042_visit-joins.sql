ALTER TABLE "visits" ADD COLUMN "patient_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "doctor_joined_at" timestamp with time zone;