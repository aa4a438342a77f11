-- Issue 16 item 5 (decision 034): each administrators' notification claimed once (kind, key) across processes and restarts.
CREATE TABLE "admin_notifications" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "admin_notifications_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "admin_notifications_kind_check" CHECK ("admin_notifications"."kind" in ('new_client','payment_failed','invoice_overdue','subscription_expiring','system_alert','weekly_summary','monthly_summary'))
);
--> statement-breakpoint
CREATE INDEX "admin_notifications_claimed_at_idx" ON "admin_notifications" USING btree ("claimed_at");
