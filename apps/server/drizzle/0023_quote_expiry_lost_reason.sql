ALTER TABLE "quotations" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "lost_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "lost_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD COLUMN "filing_error" text;--> statement-breakpoint
UPDATE "quotations" SET "lost_reason" = CASE "decline_reason"
  WHEN 'Price' THEN 'price'
  WHEN 'Transit time' THEN 'transit_time'
  WHEN 'Service or capacity' THEN 'service_or_capacity'
  WHEN 'Client postponed' THEN 'client_postponed'
  WHEN 'Went with a competitor' THEN 'competitor'
  ELSE 'other' END,
  "lost_comment" = coalesce("decline_comment", '')
WHERE "status" = 'Cancelled' AND "decline_reason" IS NOT NULL;
