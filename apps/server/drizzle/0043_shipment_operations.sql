CREATE TABLE "milestone_template_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"templates" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_template_settings_single_row" CHECK ("milestone_template_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "retracted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD COLUMN "planned_from_leg" text;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD COLUMN "planned_from_time" text;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD COLUMN "offset_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD COLUMN "moves_to" text;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipment_milestones_late_idx" ON "shipment_milestones" USING btree ("planned_at") WHERE "shipment_milestones"."actual_at" is null and "shipment_milestones"."late_notified_at" is null;--> statement-breakpoint
-- Existing shipments keep the rules of the templates they were made from (the defaults of the time).
UPDATE "shipment_milestones" m
SET "planned_from_leg" = v.leg, "planned_from_time" = v.time, "moves_to" = v.moves_to
FROM "shipments" s, (VALUES
  ('sea', 'booking_confirmed', null, null, null),
  ('sea', 'empty_released', 'first', 'etd', null),
  ('sea', 'gate_in', 'main', 'etd', null),
  ('sea', 'loaded', 'main', 'etd', null),
  ('sea', 'departed', 'main', 'etd', 'InTransit'),
  ('sea', 'arrived', 'main', 'eta', 'Arrived'),
  ('sea', 'discharged', 'main', 'eta', null),
  ('sea', 'available', 'main', 'eta', null),
  ('sea', 'gate_out', 'main', 'eta', null),
  ('sea', 'delivered', 'last', 'eta', 'Delivered'),
  ('air', 'booked', null, null, null),
  ('air', 'received', 'first', 'etd', null),
  ('air', 'departed', 'main', 'etd', 'InTransit'),
  ('air', 'arrived', 'main', 'eta', 'Arrived'),
  ('air', 'ready_for_delivery', 'main', 'eta', null),
  ('air', 'delivered', 'last', 'eta', 'Delivered'),
  ('road', 'booked', null, null, null),
  ('road', 'collected', 'first', 'etd', 'InTransit'),
  ('road', 'border_crossed', null, null, null),
  ('road', 'arrived', 'main', 'eta', 'Arrived'),
  ('road', 'delivered', 'last', 'eta', 'Delivered'),
  ('rail', 'booked', null, null, null),
  ('rail', 'gate_in', 'main', 'etd', null),
  ('rail', 'departed', 'main', 'etd', 'InTransit'),
  ('rail', 'arrived', 'main', 'eta', 'Arrived'),
  ('rail', 'unloaded', 'main', 'eta', null),
  ('rail', 'delivered', 'last', 'eta', 'Delivered')
) AS v(family, key, leg, time, moves_to)
WHERE s.id = m.shipment_id AND m.key = v.key AND v.family = CASE s.transport_mode
  WHEN 'Air' THEN 'air' WHEN 'Express' THEN 'air' WHEN 'Road' THEN 'road' WHEN 'Rail' THEN 'rail' ELSE 'sea' END;
