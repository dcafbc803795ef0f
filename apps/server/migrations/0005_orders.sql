CREATE TABLE "draw_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"draw_code" text NOT NULL,
	"pots" jsonb NOT NULL,
	"tickets" integer NOT NULL,
	"winners" integer NOT NULL,
	"paid_net" bigint NOT NULL,
	"tax_withheld" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"order_id" bigint,
	"ticket_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"number_infos" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"periods" integer NOT NULL,
	"draw_codes" jsonb NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"state" text NOT NULL,
	"buy_type" integer NOT NULL,
	"delivery_type" integer NOT NULL,
	"ship_type" integer NOT NULL,
	"channel" text NOT NULL,
	"payment_vendor" integer NOT NULL,
	"cutoff_policy" text NOT NULL,
	"amount" bigint NOT NULL,
	"receiver_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pay_request_id" text,
	"subscription_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"daily_limit" bigint,
	"weekly_limit" bigint,
	"monthly_limit" bigint,
	"pending" jsonb,
	"pending_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"excluded_permanently" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"product" text NOT NULL,
	"number_infos" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"price_per_draw" bigint NOT NULL,
	"draws" integer,
	"draws_bought" integer DEFAULT 0 NOT NULL,
	"max_amount" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"last_draw_code" text,
	"last_draw_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"product" text NOT NULL,
	"draw_code" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"status" integer NOT NULL,
	"win_status" integer DEFAULT 0 NOT NULL,
	"serial" text,
	"security_code" text,
	"printed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"prize_gross" bigint,
	"prize_tax" bigint,
	"prize_net" bigint,
	"wins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reports" ADD CONSTRAINT "ticket_reports_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reports" ADD CONSTRAINT "ticket_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_settlements_product_code_idx" ON "draw_settlements" USING btree ("product","draw_code");--> statement-breakpoint
CREATE INDEX "notifications_account_created_idx" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_request_idx" ON "orders" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "orders_account_created_at_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_account_request_idx" ON "subscriptions" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_reports_account_request_idx" ON "ticket_reports" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "ticket_reports_ticket_idx" ON "ticket_reports" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_item_draw_idx" ON "tickets" USING btree ("item_id","draw_code");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_status_close_idx" ON "tickets" USING btree ("status","sales_close_at");--> statement-breakpoint
CREATE INDEX "tickets_product_draw_status_idx" ON "tickets" USING btree ("product","draw_code","status");
