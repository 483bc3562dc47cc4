CREATE TABLE "rate_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier" text NOT NULL,
	"transport_mode" text NOT NULL,
	"origin_code" text NOT NULL,
	"origin_country" text DEFAULT '' NOT NULL,
	"origin_city" text DEFAULT '' NOT NULL,
	"destination_code" text NOT NULL,
	"destination_country" text DEFAULT '' NOT NULL,
	"destination_city" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" text NOT NULL,
	"minimum_charge" numeric(16, 2) DEFAULT 0 NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"per_cbm_rate" numeric(16, 4),
	"container_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_charge" numeric(16, 2) DEFAULT 0 NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_cards_lane_idx" ON "rate_cards" USING btree ("origin_code","destination_code","transport_mode","valid_to","valid_from");--> statement-breakpoint
CREATE INDEX "rate_cards_carrier_idx" ON "rate_cards" USING btree ("carrier","id");--> statement-breakpoint
CREATE INDEX "rate_cards_search_trgm_idx" ON "rate_cards" USING gin (("carrier" || ' ' || "origin_code" || ' ' || "origin_city" || ' ' || "origin_country" || ' ' || "destination_code" || ' ' || "destination_city" || ' ' || "destination_country") gin_trgm_ops);