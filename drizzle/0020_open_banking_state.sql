CREATE TABLE "bank_link_states" (
	"state" text PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"case_id" text NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "bank_link_states" ADD CONSTRAINT "bank_link_states_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_link_states_case_uq" ON "bank_link_states" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "bank_link_states_applicant_idx" ON "bank_link_states" USING btree ("applicant_id");