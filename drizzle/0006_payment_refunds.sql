ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Before this migration every payOrder opened another hosted page. Keep the newest open one per order; the older
-- ones are no longer offered (a charge that still arrives on one is completed or refunded like any other).
UPDATE "payments" SET "status" = 'cancelled' WHERE "kind" = 'checkout' AND "status" = 'created' AND "payment_id" NOT IN (SELECT DISTINCT ON ("order_id") "payment_id" FROM "payments" WHERE "kind" = 'checkout' AND "status" = 'created' ORDER BY "order_id", "created_at" DESC, "payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout_uq" ON "payments" USING btree ("order_id") WHERE kind = 'checkout' and status = 'created';