ALTER TABLE "orders" ADD COLUMN "autopay_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "autopay_next_attempt_at" timestamp with time zone;--> statement-breakpoint
-- Orders autopay tried before retries existed: one attempt made; an unpaid one was already given up (its applicant was
-- e-mailed to pay by card), so it is not charged again.
UPDATE "orders" SET "autopay_attempts" = CASE WHEN "order_status_id" = 1 THEN 3 ELSE 1 END WHERE "autopay_attempted_at" IS NOT NULL;
