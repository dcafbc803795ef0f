-- Late payments (issue #14): a gateway `paid` after the payment was failed or had expired
-- still credits (the money was taken); it is marked for the operators' reconciliation
-- report (`node dist/cli.js payments late`).
ALTER TABLE "payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_reason" text;--> statement-breakpoint
CREATE INDEX "payments_late_settled_at_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."late_reason" IS NOT NULL;--> statement-breakpoint
-- Payments failed before this release: their failed callback's time was kept as settled_at.
UPDATE "payments" SET "failed_at" = "settled_at" WHERE "status" = 'failed';
