CREATE TABLE "group_play_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"leader_account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"draw_code" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer DEFAULT 0 NOT NULL,
	"share_price" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" bigint,
	"group_status_win" integer DEFAULT 0 NOT NULL,
	"prize_gross" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"lease_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_play_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"shares" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"prize_gross" bigint DEFAULT 0 NOT NULL,
	"prize_tax" bigint DEFAULT 0 NOT NULL,
	"prize_net" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_play_groups" ADD CONSTRAINT "group_play_groups_leader_account_id_accounts_id_fk" FOREIGN KEY ("leader_account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_play_members" ADD CONSTRAINT "group_play_members_group_id_group_play_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "group_play_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_play_members" ADD CONSTRAINT "group_play_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_play_groups_leader_request_idx" ON "group_play_groups" USING btree ("leader_account_id","request_id");--> statement-breakpoint
CREATE INDEX "group_play_groups_status_deadline_idx" ON "group_play_groups" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "group_play_groups_order_idx" ON "group_play_groups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "group_play_groups_status_created_idx" ON "group_play_groups" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_play_members_group_account_idx" ON "group_play_members" USING btree ("group_id","account_id");--> statement-breakpoint
CREATE INDEX "group_play_members_account_idx" ON "group_play_members" USING btree ("account_id","joined_at");