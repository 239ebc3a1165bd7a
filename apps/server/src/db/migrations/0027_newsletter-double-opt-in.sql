ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
-- Sign-ups from before double opt-in were welcomed (with the unsubscribe link) as subscribers: they stay so.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "unsubscribed_at" IS NULL;
