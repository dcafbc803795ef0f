ALTER TABLE "draw_results" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_results" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Every result not imported was drawn by the sandbox provider: generated, not real.
ALTER TABLE "draw_results" DISABLE TRIGGER "draw_results_write_once";--> statement-breakpoint
UPDATE "draw_results" SET "generated" = true WHERE "source" <> 'import';--> statement-breakpoint
ALTER TABLE "draw_results" ENABLE TRIGGER "draw_results_write_once";--> statement-breakpoint
-- Still written once, with one exception: a real result replaces a generated one of the
-- same draw (generated true -> false, stamped replaced_at). Nothing else is ever changed
-- and no result is ever deleted.
CREATE OR REPLACE FUNCTION "draw_results_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.generated AND NOT NEW.generated
		AND NEW.product = OLD.product AND NEW.draw_code = OLD.draw_code
		AND NEW.replaced_at IS NOT NULL THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'draw_results are written once and never changed (draw %)', OLD.draw_code
		USING ERRCODE = 'restrict_violation';
END;
$$;
