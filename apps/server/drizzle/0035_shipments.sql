CREATE TABLE "shipment_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"cost_line_id" integer,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"supplier" text DEFAULT '' NOT NULL,
	"quantity" numeric DEFAULT 1 NOT NULL,
	"sell_amount" numeric(18, 3) DEFAULT 0 NOT NULL,
	"buy_total" numeric(18, 3),
	"buy_currency" text,
	"buy_cost" numeric(18, 3),
	"is_sub_item" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"kind" text DEFAULT 'main' NOT NULL,
	"transport_mode" text NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"vessel_or_flight" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"from_code" text DEFAULT '' NOT NULL,
	"to_code" text DEFAULT '' NOT NULL,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"atd" timestamp with time zone,
	"ata" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sequence" integer NOT NULL,
	"planned_at" timestamp with time zone,
	"actual_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"set_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_number_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_number" text NOT NULL,
	"quotation_id" integer,
	"quotation_number" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"transport_mode" text NOT NULL,
	"incoterm" text,
	"incoterm_place" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"contact_id" integer,
	"shipper_contact_id" integer,
	"consignee_contact_id" integer,
	"notify_contact_id" integer,
	"origin_code" text DEFAULT '' NOT NULL,
	"destination_code" text DEFAULT '' NOT NULL,
	"origin_address" jsonb,
	"destination_address" jsonb,
	"booking_reference" text DEFAULT '' NOT NULL,
	"carrier_reference" text DEFAULT '' NOT NULL,
	"house_reference" text DEFAULT '' NOT NULL,
	"cargo_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cbm" numeric(18, 6) DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 3) DEFAULT 0 NOT NULL,
	"chargeable_weight" numeric(18, 3) DEFAULT 0 NOT NULL,
	"user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_charges" ADD CONSTRAINT "shipment_charges_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_legs" ADD CONSTRAINT "shipment_legs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD CONSTRAINT "shipment_milestones_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD CONSTRAINT "shipment_milestones_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipper_contact_id_contacts_id_fk" FOREIGN KEY ("shipper_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_consignee_contact_id_contacts_id_fk" FOREIGN KEY ("consignee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_notify_contact_id_contacts_id_fk" FOREIGN KEY ("notify_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_charges_shipment_idx" ON "shipment_charges" USING btree ("shipment_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "shipment_legs_shipment_idx" ON "shipment_legs" USING btree ("shipment_id","sequence","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_milestones_key" ON "shipment_milestones" USING btree ("shipment_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_quotation_key" ON "shipments" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("shipment_number");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at","id");
--> statement-breakpoint
-- The shipments module joins the permission matrix; no user holds it until an admin grants it.
INSERT INTO "modules" ("name", "display_name", "description") VALUES
  ('shipments', 'Shipments', 'Shipments made from accepted quotations: legs, milestones and charges')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- The prefix of the house bill references (HBL/HAWB) new shipments get; admins change it in Settings.
INSERT INTO "settings" ("user_id", "setting_key", "setting_value", "setting_type", "is_global", "description")
VALUES (NULL, 'shipment_house_reference_prefix', 'HB', 'string', true,
  'Prefix of the house bill reference (HBL/HAWB) of new shipments')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Backfill: every current Active or Completed quotation gets its shipment, numbered in the year this runs in
-- the order the quotations were accepted, copied as apps/server/src/modules/shipments/shipments.repository.ts
-- copies a quotation that becomes Active (insertFromQuotation, insertChargesFromQuotation).
WITH "todo" AS (
  SELECT q."id", row_number() OVER (ORDER BY coalesce(q."accepted_at", q."updated_at"), q."id") AS "n"
  FROM "quotations" q
  WHERE q."status" IN ('Active', 'Completed') AND NOT q."superseded"
), "numbering" AS (
  SELECT extract(year FROM now() AT TIME ZONE 'UTC')::int AS "year",
    coalesce((SELECT "setting_value" FROM "settings"
      WHERE "user_id" IS NULL AND "setting_key" = 'shipment_house_reference_prefix'), 'HB') AS "prefix"
)
INSERT INTO "shipments" ("shipment_number", "quotation_id", "quotation_number", "revision", "status",
  "transport_mode", "incoterm", "incoterm_place", "currency", "client_name", "contact_id", "shipper_contact_id",
  "origin_code", "destination_code", "origin_address", "destination_address", "house_reference", "cargo_lines",
  "containers", "total_cbm", "total_weight", "chargeable_weight", "user_id")
SELECT 'SH-' || nb."year" || '-' || lpad(t."n"::text, 5, '0'), q."id", q."quotation_number", q."revision",
  'Booked', q."transport_mode", q."incoterm", q."incoterm_place", q."currency", q."client_name", q."contact_id",
  q."contact_id", q."origin_code", q."destination_code",
  (SELECT to_jsonb(a) FROM "addresses" a WHERE a."id" = q."origin_address_id"),
  (SELECT to_jsonb(a) FROM "addresses" a WHERE a."id" = q."destination_address_id"),
  coalesce(nullif(trim(nb."prefix"), ''), 'HB') || '-' || nb."year" || '-' || lpad(t."n"::text, 5, '0'),
  coalesce((SELECT jsonb_agg(to_jsonb(b) ORDER BY b."created_at", b."id") FROM "box_items" b
    WHERE b."quotation_id" = q."id"), '[]'::jsonb),
  q."containers", q."total_cbm", q."total_weight", q."chargeable_weight", q."user_id"
FROM "todo" t JOIN "quotations" q ON q."id" = t."id" CROSS JOIN "numbering" nb
ORDER BY t."n";
--> statement-breakpoint
INSERT INTO "shipment_number_sequences" ("year", "last_sequence")
SELECT extract(year FROM now() AT TIME ZONE 'UTC')::int, count(*)::int FROM "shipments" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "shipment_legs" ("shipment_id", "sequence", "kind", "transport_mode", "from_code", "to_code")
SELECT s."id", 1, 'main', s."transport_mode", s."origin_code", s."destination_code" FROM "shipments" s;
--> statement-breakpoint
-- The milestone templates as packages/domain/src/shipments/milestone-templates.ts held them when this ran.
INSERT INTO "shipment_milestones" ("shipment_id", "key", "label", "sequence")
SELECT s."id", m."key", m."label", m."sequence"
FROM "shipments" s
JOIN (VALUES
  ('sea', 'booking_confirmed', 'Booking confirmed', 1),
  ('sea', 'empty_released', 'Empty container released', 2),
  ('sea', 'gate_in', 'Gate in at origin terminal', 3),
  ('sea', 'loaded', 'Loaded on vessel', 4),
  ('sea', 'departed', 'Vessel departed', 5),
  ('sea', 'arrived', 'Vessel arrived', 6),
  ('sea', 'discharged', 'Discharged', 7),
  ('sea', 'available', 'Available for pickup', 8),
  ('sea', 'gate_out', 'Gate out', 9),
  ('sea', 'delivered', 'Delivered', 10),
  ('air', 'booked', 'Booked', 1),
  ('air', 'received', 'Received from shipper', 2),
  ('air', 'departed', 'Departed', 3),
  ('air', 'arrived', 'Arrived', 4),
  ('air', 'ready_for_delivery', 'Ready for delivery', 5),
  ('air', 'delivered', 'Delivered', 6),
  ('road', 'booked', 'Booked', 1),
  ('road', 'collected', 'Collected from shipper', 2),
  ('road', 'border_crossed', 'Border crossed', 3),
  ('road', 'arrived', 'Arrived at destination', 4),
  ('road', 'delivered', 'Delivered', 5),
  ('rail', 'booked', 'Booked', 1),
  ('rail', 'gate_in', 'Gate in at origin terminal', 2),
  ('rail', 'departed', 'Train departed', 3),
  ('rail', 'arrived', 'Train arrived', 4),
  ('rail', 'unloaded', 'Unloaded, available for pickup', 5),
  ('rail', 'delivered', 'Delivered', 6)
) AS m ("family", "key", "label", "sequence")
  ON m."family" = CASE s."transport_mode" WHEN 'Air' THEN 'air' WHEN 'Express' THEN 'air' WHEN 'Road' THEN 'road'
    WHEN 'Rail' THEN 'rail' ELSE 'sea' END;
--> statement-breakpoint
INSERT INTO "shipment_charges" ("shipment_id", "cost_line_id", "description", "location", "category_id",
  "supplier", "quantity", "sell_amount", "buy_total", "buy_currency", "buy_cost", "is_sub_item", "sort_order")
SELECT s."id", c."id", c."description", c."location", c."category_id", c."supplier", c."quantity",
  c."total_cost", c."buy_total", c."buy_currency", c."buy_cost", c."is_sub_item",
  row_number() OVER (PARTITION BY s."id" ORDER BY c."sort_order", c."created_at", c."id")
FROM "shipments" s JOIN "cost_items" c ON c."quotation_id" = s."quotation_id";
