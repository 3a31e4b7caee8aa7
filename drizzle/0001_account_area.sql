CREATE TABLE "bankid_sessions" (
	"bankid_session_id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"order_ref" text NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"applicant_id" integer,
	"return_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"completed_personal_number" text,
	"completed_name" text,
	"proof_token_hash" text,
	"proof_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"document_status" text DEFAULT 'RECEIVED' NOT NULL,
	"disapproval_reason" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "personal_identity_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "deregistered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "co_applicant_links" ADD COLUMN "requested_by_applicant_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bankid_sessions" ADD CONSTRAINT "bankid_sessions_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_applicant_idx" ON "documents" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_applicant_idx" ON "password_reset_tokens" USING btree ("applicant_id");