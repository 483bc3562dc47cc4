ALTER TABLE "shipment_charges" ADD COLUMN "client_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Charges copied before this column existed take their cost line's client text where the line still exists,
-- otherwise their own description.
UPDATE "shipment_charges" SET "client_description" = ci."client_description"
FROM "cost_items" ci
WHERE ci."id" = "shipment_charges"."cost_line_id" AND "shipment_charges"."client_description" = '';
--> statement-breakpoint
UPDATE "shipment_charges" SET "client_description" = "description" WHERE "client_description" = '';
