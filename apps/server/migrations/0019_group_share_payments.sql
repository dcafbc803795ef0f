CREATE TABLE "group_share_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"shares" integer NOT NULL,
	"outcome" text,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_group_id_group_play_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "group_play_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_share_payments" ADD CONSTRAINT "group_share_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_share_payments_group_idx" ON "group_share_payments" USING btree ("group_id","account_id");