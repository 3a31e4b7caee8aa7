CREATE TABLE "agency_profile" (
	"agency_profile_id" integer PRIMARY KEY NOT NULL,
	"agency_code" text NOT NULL,
	"product_name" text NOT NULL,
	"queue_fee_price" integer NOT NULL,
	"max_warnings" integer NOT NULL,
	"newsletter_enabled" boolean NOT NULL,
	"queue_time_hidden" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"applicant_id" serial PRIMARY KEY NOT NULL,
	"personal_identity_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"email" text,
	"email_secondary" text,
	"phone" text,
	"mobile" text,
	"has_paid" boolean DEFAULT false NOT NULL,
	"queue_date" date,
	"queue_fee_valid_to_date" date,
	"pending_queue_fee_order_due_date" date,
	"is_student" boolean DEFAULT false NOT NULL,
	"subscribe_newsletter" boolean DEFAULT false NOT NULL,
	"autopay_agreement_ref" text,
	"autopay_expire_date" date,
	"do_not_want_physical_mail" boolean DEFAULT false NOT NULL,
	"need_to_update_contact" boolean DEFAULT false NOT NULL,
	"identification_document_status" text,
	"care_of" text,
	"street" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"temporary_care_of" text,
	"temporary_street" text,
	"temporary_zipcode" text,
	"temporary_city" text,
	"temporary_country" text,
	"account_type" text DEFAULT 'QUEUE_ACCOUNT' NOT NULL,
	"payment_period" text,
	"applicant_status_id" integer NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"block_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"landlord" text,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_applicant_links" (
	"co_applicant_link_id" serial PRIMARY KEY NOT NULL,
	"main_applicant_id" integer NOT NULL,
	"co_applicant_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_columns" (
	"position" integer PRIMARY KEY NOT NULL,
	"title" text,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"login_failure_id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_messages" (
	"maintenance_message_id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"stop" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"navigation_item_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"applicant_id" integer,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"staff_user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warnings" (
	"warning_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_from_date" date NOT NULL,
	"valid_to_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_applicant_links" ADD CONSTRAINT "co_applicant_links_main_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("main_applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_applicant_links" ADD CONSTRAINT "co_applicant_links_co_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("co_applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_user_id_staff_users_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("staff_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_pnr_uq" ON "applicants" USING btree ("personal_identity_number");--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_email_uq" ON "applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "co_applicant_links_main_uq" ON "co_applicant_links" USING btree ("main_applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "co_applicant_links_co_uq" ON "co_applicant_links" USING btree ("co_applicant_id");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "sessions_applicant_idx" ON "sessions" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree (lower("email"));