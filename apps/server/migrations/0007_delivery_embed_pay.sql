-- Shipping the paper ticket: the fee charged with the order (included in "amount").
ALTER TABLE "orders" ADD COLUMN "ship_fee" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Wallet-embedded payment of an order: the gateway payment that captures its amount.
CREATE TABLE "order_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"order_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");
