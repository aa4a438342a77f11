-- Issue 19 items 1-2 (decision 040): the customer's tracking link, its views, the owner's consent
-- to be notified, the agency's PIX and notification settings, and the queue of customer e-mails.
CREATE TABLE "agency_customer_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"pix_key" text DEFAULT '' NOT NULL,
	"pix_merchant_name" text DEFAULT '' NOT NULL,
	"pix_merchant_city" text DEFAULT '' NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_consents" (
	"agency_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted_at" timestamp with time zone,
	"granted_by" text,
	"granted_by_name" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoked_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "owner_consents_agency_id_owner_id_channel_pk" PRIMARY KEY("agency_id","owner_id","channel"),
	CONSTRAINT "owner_consents_channel_check" CHECK ("owner_consents"."channel" in ('email'))
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "tracking_links_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "tracking_links_purpose_check" CHECK ("tracking_links"."purpose" in ('shared','email'))
);
--> statement-breakpoint
CREATE TABLE "tracking_views" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_prefix" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "tracking_views_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "customer_notifications_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "customer_notifications_kind_check" CHECK ("customer_notifications"."kind" in ('movement','inspection')),
	CONSTRAINT "customer_notifications_status_check" CHECK ("customer_notifications"."status" in ('pending','sent','skipped','failed'))
);
--> statement-breakpoint
ALTER TABLE "agency_customer_settings" ADD CONSTRAINT "agency_customer_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_customer_settings" ADD CONSTRAINT "agency_customer_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_agency_id_owner_id_owners_agency_id_id_fk" FOREIGN KEY ("agency_id","owner_id") REFERENCES "public"."owners"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD CONSTRAINT "tracking_views_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD CONSTRAINT "tracking_views_agency_id_link_id_tracking_links_agency_id_id_fk" FOREIGN KEY ("agency_id","link_id") REFERENCES "public"."tracking_links"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_hash_uq" ON "tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_service_idx" ON "tracking_links" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "tracking_views_service_idx" ON "tracking_views" USING btree ("agency_id","service_id","viewed_at");--> statement-breakpoint
CREATE INDEX "tracking_views_link_idx" ON "tracking_views" USING btree ("agency_id","link_id");--> statement-breakpoint
CREATE INDEX "customer_notifications_pending_idx" ON "customer_notifications" USING btree ("created_at") WHERE "customer_notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "customer_notifications_service_idx" ON "customer_notifications" USING btree ("agency_id","service_id");
