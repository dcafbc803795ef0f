-- Indexes of the purchase path (issue #7 performance).
-- The draws on sale of a product, earliest first (reserve and confirm read them on every
-- order): only the open periods, so the scan does not wade through every past draw.
CREATE INDEX "draw_periods_open_product_draw_at_idx" ON "draw_periods" USING btree ("product","draw_at") WHERE "status" = 'open';
--> statement-breakpoint
-- What an account spent since a day, week or month start (spending limits on every payment).
CREATE INDEX "tickets_account_created_at_idx" ON "tickets" USING btree ("account_id","created_at");
