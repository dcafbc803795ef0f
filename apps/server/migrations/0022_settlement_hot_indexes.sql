-- Settling a draw updates its tickets in place (HOT, issue #19 §3): an update writes no new
-- index entries when it changes no column an index names (in its columns or its WHERE) and
-- the row's page has room for the new version. Settlement writes status, win_status, the
-- prizes, wins and settled_at: the status leaves the indexes (the print jobs find waiting
-- tickets by what printing and cancelling set; settlement a draw's tickets by product and
-- draw), and pages keep half their room for the settlement's versions of their rows.
DROP INDEX "tickets_status_close_idx";--> statement-breakpoint
DROP INDEX "tickets_product_draw_status_idx";--> statement-breakpoint
CREATE INDEX "tickets_waiting_close_idx" ON "tickets" USING btree ("sales_close_at") WHERE "tickets"."printed_at" is null and "tickets"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_product_draw_idx" ON "tickets" USING btree ("product","draw_code");--> statement-breakpoint
-- Pages written from now on (new tickets, their printed versions) are filled to 50 %: the
-- rows a page holds are settled together, and each needs room for its new version. Pages
-- already written keep theirs until rewritten (VACUUM FULL, a maintenance window's choice).
ALTER TABLE "tickets" SET (fillfactor = 50);
