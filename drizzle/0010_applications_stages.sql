CREATE TABLE "application_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"rental_object_id" text NOT NULL,
	"type" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokerages" (
	"rental_object_id" text PRIMARY KEY NOT NULL,
	"period_closed_at" timestamp with time zone,
	"winner_application_id" integer,
	"contract_signed_at" timestamp with time zone,
	"last_reply_date" date
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "co_applicant_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "co_applicant_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "move_in_date_confirm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "short_time_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'INTEREST' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "queue_place" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_starts" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_ends" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_mandatory" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_digital" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_canceled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_last_reply_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "showing_answer" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_reply_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "unmet_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reasons_for_refusal" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sign_failed_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "brokerages" ADD CONSTRAINT "brokerages_rental_object_id_rental_objects_rental_object_id_fk" FOREIGN KEY ("rental_object_id") REFERENCES "public"."rental_objects"("rental_object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","event_id");--> statement-breakpoint
CREATE INDEX "application_events_object_idx" ON "application_events" USING btree ("rental_object_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_co_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("co_applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","updated_at");--> statement-breakpoint
CREATE INDEX "applications_reply_idx" ON "applications" USING btree ("last_reply_time") WHERE stage = 'OFFERED';