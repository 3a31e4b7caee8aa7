CREATE TABLE "applications" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"rental_object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"district_id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "landlords" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_image_id" text,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"landlord_id" integer NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_object_categories" (
	"rental_object_category_id" text PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_object_images" (
	"image_id" text PRIMARY KEY NOT NULL,
	"rental_object_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"sorting_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_objects" (
	"rental_object_id" text PRIMARY KEY NOT NULL,
	"object_number" text NOT NULL,
	"apartment_number" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pos_system" text DEFAULT 'WGS84' NOT NULL,
	"description" text,
	"rooms" integer NOT NULL,
	"rooms_description" text NOT NULL,
	"floor" integer,
	"floor_total" integer,
	"rent" integer NOT NULL,
	"rent_description" text,
	"rent_currency" text DEFAULT 'SEK' NOT NULL,
	"area" double precision NOT NULL,
	"max_number_of_people" integer,
	"elevator" boolean DEFAULT false NOT NULL,
	"balcony" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"move_in_date" date,
	"move_in_earlier" boolean DEFAULT false NOT NULL,
	"showing" boolean DEFAULT true NOT NULL,
	"has_digital_showing" boolean DEFAULT false NOT NULL,
	"showing_is_mandatory" boolean DEFAULT false NOT NULL,
	"showing_text" text,
	"last_reply_date" date NOT NULL,
	"open_for_application" boolean DEFAULT true NOT NULL,
	"keep_queue_date" boolean DEFAULT false NOT NULL,
	"project_id" integer,
	"district_id" integer NOT NULL,
	"landlord_id" integer NOT NULL,
	"queue_type_id" integer DEFAULT 1 NOT NULL,
	"queue_default" boolean DEFAULT true NOT NULL,
	"queue_tenant" boolean DEFAULT false NOT NULL,
	"queue_transfer" boolean DEFAULT false NOT NULL,
	"can_calculate_queueplace" boolean DEFAULT true NOT NULL,
	"agency_fee" integer,
	"agency_fee_currency" text DEFAULT 'SEK' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ad_criteria" jsonb DEFAULT '{"general":[],"income":[],"special":[]}'::jsonb NOT NULL,
	"income_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_notifications" (
	"subscription_id" integer NOT NULL,
	"rental_object_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_notifications_subscription_id_rental_object_id_pk" PRIMARY KEY("subscription_id","rental_object_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"name" text NOT NULL,
	"send_notifications" boolean DEFAULT false NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rental_object_id_rental_objects_rental_object_id_fk" FOREIGN KEY ("rental_object_id") REFERENCES "public"."rental_objects"("rental_object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_landlord_id_landlords_landlord_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("landlord_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_object_images" ADD CONSTRAINT "rental_object_images_rental_object_id_rental_objects_rental_object_id_fk" FOREIGN KEY ("rental_object_id") REFERENCES "public"."rental_objects"("rental_object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD CONSTRAINT "rental_objects_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD CONSTRAINT "rental_objects_district_id_districts_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD CONSTRAINT "rental_objects_landlord_id_landlords_landlord_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("landlord_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notifications" ADD CONSTRAINT "subscription_notifications_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notifications" ADD CONSTRAINT "subscription_notifications_rental_object_id_rental_objects_rental_object_id_fk" FOREIGN KEY ("rental_object_id") REFERENCES "public"."rental_objects"("rental_object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_applicant_object_uq" ON "applications" USING btree ("applicant_id","rental_object_id");--> statement-breakpoint
CREATE INDEX "applications_object_idx" ON "applications" USING btree ("rental_object_id");--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "rental_object_images_object_idx" ON "rental_object_images" USING btree ("rental_object_id","sorting_order");--> statement-breakpoint
CREATE INDEX "rental_objects_published_idx" ON "rental_objects" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "rental_objects_district_idx" ON "rental_objects" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "rental_objects_landlord_idx" ON "rental_objects" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "subscription_notifications_sent_idx" ON "subscription_notifications" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "subscriptions_applicant_idx" ON "subscriptions" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "subscriptions_expires_idx" ON "subscriptions" USING btree ("expires_at");