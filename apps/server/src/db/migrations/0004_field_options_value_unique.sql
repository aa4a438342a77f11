-- The API used to check for a taken value only before writing, so two requests at once could
-- store the same value twice in a field. Keep the oldest row of each such pair (the registry
-- stores the value, not the row id, so nothing points at the rows removed).
DELETE FROM "field_options" AS "newer"
USING "field_options" AS "older"
WHERE "newer"."field_name" = "older"."field_name"
  AND "newer"."option_value" = "older"."option_value"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_options_value_uq" ON "field_options" USING btree ("field_name","option_value");
