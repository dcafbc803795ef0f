-- The health checks' probe row (GET /api/healthz, /api/readyz): a check upserts row 1 and
-- commits, so a database that takes no write (read-only, out of disk) is reported as such.
CREATE TABLE "health_probe" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
