CREATE TABLE "bank_accounts" (
	"bank_account_id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"external_account_id" text NOT NULL,
	"masked_account_number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_connections" (
	"connection_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"external_consent_id" text,
	"case_id" text,
	"consent_given_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_monthly_incomes" (
	"connection_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"salary_ore" bigint DEFAULT 0 NOT NULL,
	"student_aid_ore" bigint DEFAULT 0 NOT NULL,
	"pension_ore" bigint DEFAULT 0 NOT NULL,
	"social_insurance_ore" bigint DEFAULT 0 NOT NULL,
	"other_income_ore" bigint DEFAULT 0 NOT NULL,
	"derived_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_monthly_incomes_connection_id_year_month_pk" PRIMARY KEY("connection_id","year","month")
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"bank_transaction_id" bigserial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"external_transaction_id" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text DEFAULT 'SEK' NOT NULL,
	"description" text NOT NULL,
	"booked_date" date NOT NULL,
	"category" text NOT NULL,
	"internal_transfer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_connection_id_bank_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_monthly_incomes" ADD CONSTRAINT "bank_monthly_incomes_connection_id_bank_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_monthly_incomes" ADD CONSTRAINT "bank_monthly_incomes_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("bank_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_connection_external_uq" ON "bank_accounts" USING btree ("connection_id","external_account_id");--> statement-breakpoint
CREATE INDEX "bank_connections_applicant_idx" ON "bank_connections" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_case_uq" ON "bank_connections" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "bank_connections_expires_idx" ON "bank_connections" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bank_monthly_incomes_applicant_month_idx" ON "bank_monthly_incomes" USING btree ("applicant_id","year","month");--> statement-breakpoint
CREATE INDEX "bank_transactions_applicant_booked_idx" ON "bank_transactions" USING btree ("applicant_id","booked_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_account_external_uq" ON "bank_transactions" USING btree ("bank_account_id","external_transaction_id");