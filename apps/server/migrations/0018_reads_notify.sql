-- Every change to the draws (periods opened or closed, results written, jackpot pools) is
-- announced on the channel `reads_<schema>` once it commits, whoever wrote it — a server
-- process, the result import or an operator's own SQL — so each server process can answer
-- the public reads (results, periods, jackpots) from memory and drop them when they change
-- (see src/http/read-cache.ts).
CREATE FUNCTION "draws_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify(left('reads_' || TG_TABLE_SCHEMA, 63), TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "draw_periods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "draw_periods"
	FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_results_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "draw_results"
	FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();--> statement-breakpoint
CREATE TRIGGER "jackpot_pools_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jackpot_pools"
	FOR EACH STATEMENT EXECUTE FUNCTION "draws_changed"();
