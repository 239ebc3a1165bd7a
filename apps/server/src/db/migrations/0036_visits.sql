CREATE TABLE "visit_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_chat_messages_role" CHECK ("visit_chat_messages"."sender_role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "visit_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_connections_role" CHECK ("visit_connections"."role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid
);
--> statement-breakpoint
ALTER TABLE "visit_chat_messages" ADD CONSTRAINT "visit_chat_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_connections" ADD CONSTRAINT "visit_connections_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_connections" ADD CONSTRAINT "visit_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_chat_messages_appointment_sent_idx" ON "visit_chat_messages" USING btree ("appointment_id","sent_at");--> statement-breakpoint
CREATE INDEX "visit_connections_appointment_idx" ON "visit_connections" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "visit_connections_seen_idx" ON "visit_connections" USING btree ("seen_at");