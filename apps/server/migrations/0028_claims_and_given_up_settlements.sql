ALTER TABLE "draw_settlements" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draw_settlements" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "claim_in_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Paper prizes above the in-person threshold were already held for a claim (never credited).
UPDATE "tickets" SET "claim_in_person" = true WHERE "win_status" = 1 AND "prize_gross" > 10000000 AND "product" IN ('xsmb', 'xsmt', 'xsmn');
