ALTER TABLE "orders" ADD COLUMN "autopay_in_flight_card" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "autopay_in_flight_since" timestamp with time zone;