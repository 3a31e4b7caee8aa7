ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "run_count" integer DEFAULT 0 NOT NULL;