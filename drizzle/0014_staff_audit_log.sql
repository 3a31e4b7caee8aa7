CREATE TABLE "staff_audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"applicant_id" integer,
	"subject" text,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_user_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_applicant_idx" ON "staff_audit_log" USING btree ("applicant_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or delete a row.
CREATE OR REPLACE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_change" BEFORE UPDATE OR DELETE ON "staff_audit_log" FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_append_only"();
