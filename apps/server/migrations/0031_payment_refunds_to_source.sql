CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"ref" text NOT NULL,
	"payment_id" text NOT NULL,
	"account_id" bigint NOT NULL,
	"order_id" bigint,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "payment_refunds_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';