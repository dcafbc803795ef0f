CREATE TABLE "xskt_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"province" text NOT NULL,
	"draw_date" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"number" text NOT NULL,
	"number_rev" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"copy" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"hold_account_id" bigint,
	"hold_until" timestamp with time zone,
	"order_id" bigint,
	"order_ticket_id" bigint,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xskt_stock" ADD CONSTRAINT "xskt_stock_hold_account_id_accounts_id_fk" FOREIGN KEY ("hold_account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xskt_stock_ticket_idx" ON "xskt_stock" USING btree ("product","province","draw_date","number","series","copy");--> statement-breakpoint
CREATE INDEX "xskt_stock_draw_idx" ON "xskt_stock" USING btree ("draw_date","product","province","number");--> statement-breakpoint
CREATE INDEX "xskt_stock_number_idx" ON "xskt_stock" USING btree ("number" text_pattern_ops,"draw_date");--> statement-breakpoint
CREATE INDEX "xskt_stock_number_rev_idx" ON "xskt_stock" USING btree ("number_rev" text_pattern_ops,"draw_date");--> statement-breakpoint
CREATE INDEX "xskt_stock_hold_idx" ON "xskt_stock" USING btree ("hold_account_id","hold_until");--> statement-breakpoint
CREATE INDEX "xskt_stock_status_close_idx" ON "xskt_stock" USING btree ("status","sales_close_at");--> statement-breakpoint
CREATE INDEX "xskt_stock_order_idx" ON "xskt_stock" USING btree ("order_id");