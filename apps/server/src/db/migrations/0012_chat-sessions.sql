CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb,
	"assessment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_session_position_unique" UNIQUE("session_id","position"),
	CONSTRAINT "chat_messages_role" CHECK ("chat_messages"."role" in ('user', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"state" jsonb NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"urgency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chat_sessions_language" CHECK ("chat_sessions"."language" in ('ar', 'en'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_ended_idx" ON "chat_sessions" USING btree ("user_id","ended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_expires_idx" ON "chat_sessions" USING btree ("expires_at");