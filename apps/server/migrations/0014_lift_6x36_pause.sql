-- Databases seeded before issue #15 keep the spec §4 snapshot's 6x36 pause that the default app
-- config then carried (dientoan636 and bao636, "Tạm dừng đến 15/02"). 6x36 is sold since issue
-- #15: lift exactly that seeded pause, once. Any other pause (an operator's own label, another
-- product) stays; a database without the setting or without the entries is left as it is.
UPDATE "app_settings"
SET "value" = jsonb_set(
		"value",
		'{pausedProducts}',
		COALESCE(
			(
				SELECT jsonb_agg("paused" ORDER BY "position")
				FROM jsonb_array_elements("value" -> 'pausedProducts') WITH ORDINALITY AS "entries"("paused", "position")
				WHERE NOT (
					"paused" ->> 'productId' IN ('dientoan636', 'bao636')
					AND "paused" ->> 'label' = 'Tạm dừng đến 15/02'
				)
			),
			'[]'::jsonb
		)
	),
	"updated_at" = now()
WHERE "key" = 'app_config'
	AND jsonb_typeof("value" -> 'pausedProducts') = 'array'
	AND EXISTS (
		SELECT 1
		FROM jsonb_array_elements("value" -> 'pausedProducts') AS "entries"("paused")
		WHERE "paused" ->> 'productId' IN ('dientoan636', 'bao636')
			AND "paused" ->> 'label' = 'Tạm dừng đến 15/02'
	);
