CREATE TABLE "shipment_subscription_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_subscription_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"milestone_key" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"email" text NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_nonce" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "shipment_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "shipment_subscription_mails" ADD CONSTRAINT "shipment_subscription_mails_subscription_id_shipment_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."shipment_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_subscriptions" ADD CONSTRAINT "shipment_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_subscription_mails_key" ON "shipment_subscription_mails" USING btree ("subscription_id","milestone_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_subscriptions_address_key" ON "shipment_subscriptions" USING btree ("shipment_id","email");