-- The fingerprint of the request an idempotency key answered (issue #31): the same requestId
-- with another request by the same account and call is refused, never answered with the
-- first answer. Rows stored before it have none and are replayed as before.
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text;