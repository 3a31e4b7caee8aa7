ALTER TABLE "rental_object_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "rental_object_images" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD COLUMN "published" boolean DEFAULT true NOT NULL;