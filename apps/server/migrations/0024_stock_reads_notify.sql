-- Every change to the paper lotteries' stock (a delivery or an import, a hold or its release,
-- a sale, the cut-off's withdrawal) is announced on the channel `reads_<schema>` once it
-- commits, whoever wrote it, with the table's name (`xskt_stock`): each server process
-- answers the public stock lists from memory and drops them, and only them, when the stock
-- changes (see src/http/read-cache.ts). The function is 0020's: it announces the table a
-- statement changed rows of, nothing for a statement that changed none.
CREATE TRIGGER "xskt_stock_insert_changed" AFTER INSERT ON "xskt_stock"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "xskt_stock_update_changed" AFTER UPDATE ON "xskt_stock"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "xskt_stock_delete_changed" AFTER DELETE ON "xskt_stock"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();
