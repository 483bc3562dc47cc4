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
CREATE TABLE "pricing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"air_factor" numeric(12, 4) DEFAULT 167 NOT NULL,
	"express_factor" numeric(12, 4) DEFAULT 200 NOT NULL,
	"road_factor" numeric(12, 4) DEFAULT 333 NOT NULL,
	"rail_factor" numeric(12, 4) DEFAULT 333 NOT NULL,
	"sea_lcl_factor" numeric(12, 4) DEFAULT 1000 NOT NULL,
	"lcl_minimum_tons" numeric(12, 4) DEFAULT 1 NOT NULL,
	"base_currency" text DEFAULT 'USD' NOT NULL,
	"exchange_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rates_date" date,
	"rates_source" text DEFAULT '' NOT NULL,
	"minimum_margin_percent" numeric(12, 4) DEFAULT 10 NOT NULL,
	"default_markup_percent" numeric(12, 4) DEFAULT 15 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_single_row" CHECK ("pricing_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "supplier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "buy_rate" numeric;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "entered_buy_total" numeric;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "buy_currency" text;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "buy_total" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "buy_cost" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "transport_mode" text DEFAULT 'Air' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "origin_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "destination_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "containers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "chargeable_weight" numeric(18, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "total_buy" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "margin_amount" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "margin_percent" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "priced_rates" jsonb;--> statement-breakpoint
CREATE INDEX "rate_cards_lane_idx" ON "rate_cards" USING btree ("origin_code","destination_code","transport_mode","valid_to","valid_from");--> statement-breakpoint
CREATE INDEX "rate_cards_carrier_idx" ON "rate_cards" USING btree ("carrier","id");--> statement-breakpoint
CREATE INDEX "rate_cards_search_trgm_idx" ON "rate_cards" USING gin (("carrier" || ' ' || "origin_code" || ' ' || "origin_city" || ' ' || "origin_country" || ' ' || "destination_code" || ' ' || "destination_city" || ' ' || "destination_country") gin_trgm_ops);--> statement-breakpoint
-- Existing quotations are Air: their chargeable weight by the default factor (167 kg per CBM, up to the next
-- 0.5 kg); no line has a buy side yet, so the margin is the whole sell total.
UPDATE "quotations" SET
	"chargeable_weight" = ceil(round(greatest("total_weight", "total_cbm" * 167) * 2, 6)) / 2,
	"margin_amount" = "total_cost",
	"margin_percent" = CASE WHEN "total_cost" > 0 THEN 100 END;
