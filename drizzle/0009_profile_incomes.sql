CREATE TABLE "profile_capital" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"deposition" boolean NOT NULL,
	"deposition_total_ore" bigint,
	"capital" boolean NOT NULL,
	"capital_total_ore" bigint,
	"guarantee" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_debt" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"has_payment_remarks" boolean NOT NULL,
	"payment_count" integer,
	"has_debt" boolean NOT NULL,
	"debt_ore" bigint,
	"debt_restructering" boolean NOT NULL,
	"seizure" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_housing" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"current_type_id" text NOT NULL,
	"landlord_type_id" text NOT NULL,
	"landlord_name" text,
	"landlord_phone" text,
	"landlord_email" text,
	"move_in_date" date NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"housing_description" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_reduced_income" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"reduced_income_requirement" text NOT NULL,
	"capital_total_ore" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_student" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"student" boolean NOT NULL,
	"type_of_education" text,
	"study_location_id" integer,
	"newly_admitted" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_support" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"support" boolean NOT NULL,
	"region_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_tenant_reference" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"landlord_reference" text NOT NULL,
	"landlord_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_incomes" (
	"applicant_income_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"income_type_id" integer NOT NULL,
	"income_monthly_ore" integer NOT NULL,
	"income_name" text,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_certification_documents" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"applicant_income_id" integer NOT NULL,
	"certification_type_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_certification_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "income_certification_slots" (
	"applicant_income_id" integer NOT NULL,
	"certification_type_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"missing_reason" text,
	"rejected_reason" text,
	"reviewed_by_staff_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "income_certification_slots_applicant_income_id_certification_type_id_slot_pk" PRIMARY KEY("applicant_income_id","certification_type_id","slot")
);
--> statement-breakpoint
ALTER TABLE "profile_capital" ADD CONSTRAINT "profile_capital_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_debt" ADD CONSTRAINT "profile_debt_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_housing" ADD CONSTRAINT "profile_housing_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reduced_income" ADD CONSTRAINT "profile_reduced_income_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_student" ADD CONSTRAINT "profile_student_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_support" ADD CONSTRAINT "profile_support_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_support" ADD CONSTRAINT "profile_support_region_id_regions_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tenant_reference" ADD CONSTRAINT "profile_tenant_reference_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tenant_reference" ADD CONSTRAINT "profile_tenant_reference_landlord_id_landlords_landlord_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("landlord_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_incomes" ADD CONSTRAINT "applicant_incomes_applicant_id_applicants_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_certification_documents" ADD CONSTRAINT "income_certification_documents_applicant_income_id_applicant_incomes_applicant_income_id_fk" FOREIGN KEY ("applicant_income_id") REFERENCES "public"."applicant_incomes"("applicant_income_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_certification_slots" ADD CONSTRAINT "income_certification_slots_applicant_income_id_applicant_incomes_applicant_income_id_fk" FOREIGN KEY ("applicant_income_id") REFERENCES "public"."applicant_incomes"("applicant_income_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_certification_slots" ADD CONSTRAINT "income_certification_slots_reviewed_by_staff_user_id_staff_users_staff_user_id_fk" FOREIGN KEY ("reviewed_by_staff_user_id") REFERENCES "public"."staff_users"("staff_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_incomes_applicant_idx" ON "applicant_incomes" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "income_certification_documents_income_idx" ON "income_certification_documents" USING btree ("applicant_income_id");