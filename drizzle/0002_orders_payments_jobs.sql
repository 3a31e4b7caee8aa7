CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"late_agency_fee" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"fee_start_date" date,
	"fee_end_date" date,
	"payment_method_id" integer DEFAULT 1 NOT NULL,
	"ocr" text,
	"is_co_applicant_upgrade" boolean DEFAULT false NOT NULL,
	"is_registration" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"autopay_attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"applicant_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "autopay_payment_reference" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "payment_method_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_applicant_idx" ON "orders" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_queue_fee_uq" ON "orders" USING btree ("applicant_id") WHERE product_id = 1 and order_status_id = 1;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");