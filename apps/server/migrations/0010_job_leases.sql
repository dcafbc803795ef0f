-- Job leases (issue #14): the print and payout jobs claim a row (lease_id, lease_until,
-- attempts + 1) in a short transaction, call the provider after commit, then record its
-- answer only if the lease is still theirs; an expired lease is claimed again.
ALTER TABLE "withdrawals" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "retry_at" timestamp with time zone;