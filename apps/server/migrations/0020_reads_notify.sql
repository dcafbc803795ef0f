-- Every change to the draws (periods opened or closed, results written, jackpot pools) is
-- announced on the channel `reads_<schema>` once it commits, whoever wrote it — a server
-- process, the result import or an operator's own SQL — so each server process can answer
-- the public reads (results, periods, jackpots) from memory and drop them when they change
-- (see src/http/read-cache.ts). Only statements that changed rows announce: the draw job's
-- passes that find nothing to open or close keep the answers.
CREATE FUNCTION "draws_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM changed) THEN
		PERFORM pg_notify(left('reads_' || TG_TABLE_SCHEMA, 63), TG_TABLE_NAME);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "draw_periods_insert_changed" AFTER INSERT ON "draw_periods"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_periods_update_changed" AFTER UPDATE ON "draw_periods"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_periods_delete_changed" AFTER DELETE ON "draw_periods"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_results_insert_changed" AFTER INSERT ON "draw_results"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_results_update_changed" AFTER UPDATE ON "draw_results"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_results_delete_changed" AFTER DELETE ON "draw_results"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "jackpot_pools_insert_changed" AFTER INSERT ON "jackpot_pools"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "jackpot_pools_update_changed" AFTER UPDATE ON "jackpot_pools"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "jackpot_pools_delete_changed" AFTER DELETE ON "jackpot_pools"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();
