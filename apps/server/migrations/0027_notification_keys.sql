-- A notice that must be sent once carries a key naming what it is about (settlement's
-- `settled:<product>:<draw>:<order>`): the unique index keeps a second one with the same key
-- for the same account from being written. Notices without a key (null) are never equal.
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_account_key_idx" ON "notifications" USING btree ("account_id","dedupe_key");