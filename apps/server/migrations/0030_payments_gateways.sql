-- Payments keep the address their gateway opened for the customer (VNPay's signed URL), so
-- a status read shows the same page (rows from before read the sandbox page), and when the
-- reconciliation job last asked the provider about a pending one.
ALTER TABLE "payments" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_pending_created_at_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';