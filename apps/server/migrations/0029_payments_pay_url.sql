-- Payments keep the address their gateway opened for the customer (VNPay's signed URL),
-- so a status read shows the same page; rows from before read the sandbox page.
ALTER TABLE "payments" ADD COLUMN "pay_url" text;