-- Uploaded files move out of the database into the file storage (server/storage): a row keeps the storage key.
-- Rows written before this migration kept their bytes in "content"; the portal was not in production, so those
-- bytes are dropped and the rows keep a key under legacy/ that names no stored file (their download answers 404).
ALTER TABLE "documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
UPDATE "documents" SET "storage_key" = 'legacy/' || "document_id";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_by_staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_region_id_regions_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_staff_user_id_staff_users_staff_user_id_fk" FOREIGN KEY ("reviewed_by_staff_user_id") REFERENCES "public"."staff_users"("staff_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key");
