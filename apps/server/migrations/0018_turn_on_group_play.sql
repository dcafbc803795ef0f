-- Databases seeded before issue #17 keep the spec §9 default flags the app config then
-- carried: group play off and group Keno off. The shop sells group play since issue #17,
-- Keno groups included: turn on each flag that is stored off, once. A database without the
-- setting or without its features is left as it is; every other setting stays.
UPDATE "app_settings"
SET "value" = jsonb_set(
		jsonb_set("value", '{features,groupPlay}', 'true'::jsonb),
		'{features,groupKeno}',
		'true'::jsonb
	),
	"updated_at" = now()
WHERE "key" = 'app_config'
	AND jsonb_typeof("value" -> 'features') = 'object'
	AND (
		"value" -> 'features' -> 'groupPlay' = 'false'::jsonb
		OR "value" -> 'features' -> 'groupKeno' = 'false'::jsonb
	);
