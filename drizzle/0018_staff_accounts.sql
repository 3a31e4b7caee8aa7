ALTER TABLE "staff_users" ADD COLUMN "personal_number" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_personal_number_uq" ON "staff_users" USING btree ("personal_number") WHERE "staff_users"."personal_number" is not null;