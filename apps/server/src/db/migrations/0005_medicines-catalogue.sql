CREATE TABLE "medicine_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "medicine_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "medicine_view_days" (
	"medicine_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "medicine_view_days_medicine_id_day_pk" PRIMARY KEY("medicine_id","day")
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"brand_en" text NOT NULL,
	"brand_ar" text NOT NULL,
	"generic_en" text NOT NULL,
	"generic_ar" text NOT NULL,
	"form" text NOT NULL,
	"strength" text NOT NULL,
	"atc_code" text NOT NULL,
	"category_id" uuid NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"uses_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"uses_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_egp" integer NOT NULL,
	"prescription" boolean DEFAULT false NOT NULL,
	"trending_rank" smallint,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicines_slug_unique" UNIQUE("slug"),
	CONSTRAINT "medicines_price_positive" CHECK ("medicines"."price_egp" > 0)
);
--> statement-breakpoint
ALTER TABLE "medicine_view_days" ADD CONSTRAINT "medicine_view_days_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_category_id_medicine_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."medicine_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_view_days_day_idx" ON "medicine_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "medicines_category_idx" ON "medicines" USING btree ("category_id");