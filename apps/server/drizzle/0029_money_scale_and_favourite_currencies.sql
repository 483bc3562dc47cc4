ALTER TABLE "cost_items" ALTER COLUMN "total_cost" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "cost_items" ALTER COLUMN "buy_total" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "cost_items" ALTER COLUMN "buy_cost" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "estimated_value" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "total_declared_value" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "total_cost" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "total_buy" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "margin_amount" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "rate_cards" ALTER COLUMN "minimum_charge" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "rate_cards" ALTER COLUMN "fixed_charge" SET DATA TYPE numeric(18, 3);--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD COLUMN "favourite_currencies" text[] DEFAULT '{USD,EUR,GBP,CAD,AUD}'::text[] NOT NULL;