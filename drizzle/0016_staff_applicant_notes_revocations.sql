CREATE TABLE "applicant_staff_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "ended_by_staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "revoked_by_staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "applicant_staff_notes" ADD CONSTRAINT "applicant_staff_notes_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_staff_notes_applicant_idx" ON "applicant_staff_notes" USING btree ("applicant_id","created_at");