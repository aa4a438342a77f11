-- The key a request form sent with its submit (decision 018): a replay of the same key in the
-- same agency finds the stored request instead of inserting a copy. Released (set to NULL) after
-- 24 hours, so only recent keys are indexed.
ALTER TABLE "requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_idempotency_key_idx" ON "requests" USING btree ("agency_id","idempotency_key") WHERE "requests"."idempotency_key" is not null;
