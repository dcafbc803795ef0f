-- Every change to app_settings (the server's writes and an operator's own SQL) is announced
-- on the channel `settings_<schema>` once it commits, so each server process can keep the
-- parsed settings in memory and drop them when they change (see catalog/service.ts).
CREATE FUNCTION "app_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify(left('settings_' || TG_TABLE_SCHEMA, 63), TG_OP);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "app_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "app_settings_changed"();
