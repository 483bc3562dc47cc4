CREATE TABLE "exchange_rate_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_success_rates_date" date,
	"last_failure_at" timestamp with time zone,
	"last_failure_reason" text,
	CONSTRAINT "exchange_rate_feed_single_row" CHECK ("exchange_rate_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_pair_differs" CHECK ("exchange_rates"."base" <> "exchange_rates"."quote")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_date_key" ON "exchange_rates" USING btree ("base","quote","rate_date");--> statement-breakpoint
CREATE INDEX "exchange_rates_date_idx" ON "exchange_rates" USING btree ("rate_date");--> statement-breakpoint
-- Hand-written, placed before the columns are dropped: the rates staff kept in the pricing settings
-- (1 currency = rate base currency) become dated manual rates of the table, so no quotation loses a rate.
INSERT INTO "exchange_rates" ("base", "quote", "rate", "rate_date", "source")
SELECT r->>'currency', s."base_currency", (r->>'rate')::numeric, coalesce(s."rates_date", current_date), 'manual'
FROM "pricing_settings" s, jsonb_array_elements(s."exchange_rates") r
WHERE r->>'currency' <> s."base_currency" AND (r->>'rate')::numeric > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "pricing_settings" DROP COLUMN "exchange_rates";--> statement-breakpoint
ALTER TABLE "pricing_settings" DROP COLUMN "rates_date";--> statement-breakpoint
ALTER TABLE "pricing_settings" DROP COLUMN "rates_source";