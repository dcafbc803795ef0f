-- The database's own jobs on the job runner (issue #14): settlement claims a pending
-- draw_settlements row (settled_at null until the settling transaction), the subscription
-- job a subscription, each with a lease (lease_id, lease_until, attempts + 1) and a retry_at
-- after a failure; cut-off refunds use the tickets' lease of 0010.
ALTER TABLE "draw_settlements" ALTER COLUMN "settled_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_settlements" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "draw_settlements" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draw_settlements" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_settlements" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_at" timestamp with time zone;