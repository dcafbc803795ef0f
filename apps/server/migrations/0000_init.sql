CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" text NOT NULL,
	"call" text NOT NULL,
	"request_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_call_request_pk" PRIMARY KEY("account_id","call","request_id")
);
--> statement-breakpoint
CREATE TABLE "otp_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"code" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_outbox_msisdn_created_at_idx" ON "otp_outbox" USING btree ("msisdn","created_at");