CREATE TABLE "draw_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"draw_code" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"draw_code" text NOT NULL,
	"draw_date" date NOT NULL,
	"numbers" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "draw_periods_product_code_idx" ON "draw_periods" USING btree ("product","draw_code");--> statement-breakpoint
CREATE INDEX "draw_periods_product_draw_at_idx" ON "draw_periods" USING btree ("product","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_results_product_code_idx" ON "draw_results" USING btree ("product","draw_code");--> statement-breakpoint
CREATE INDEX "draw_results_product_date_idx" ON "draw_results" USING btree ("product","draw_date");--> statement-breakpoint
-- A result is written once, never changed: reject every UPDATE and DELETE of a row.
CREATE FUNCTION "draw_results_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'draw_results are written once and never changed (draw %)', OLD.draw_code
		USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "draw_results_write_once" BEFORE UPDATE OR DELETE ON "draw_results"
	FOR EACH ROW EXECUTE FUNCTION "draw_results_write_once"();
