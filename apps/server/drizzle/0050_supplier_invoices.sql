CREATE TABLE "supplier_bill_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tolerance_percent" numeric(6, 3) DEFAULT 5 NOT NULL,
	"tolerance_amount" numeric(18, 3) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bill_settings_single_row" CHECK ("supplier_bill_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_invoice_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"cost_amount" numeric(18, 3) NOT NULL,
	"shipment_amount" numeric(18, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"supplier" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 3) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_supplier_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("supplier_invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_charge_id_shipment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."shipment_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_invoice_idx" ON "supplier_invoice_lines" USING btree ("supplier_invoice_id","id");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_charge_idx" ON "supplier_invoice_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_shipment_idx" ON "supplier_invoices" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_number_key" ON "supplier_invoices" USING btree (lower("supplier"),"number");--> statement-breakpoint
-- Approve: an action only the invoices module offers (approving a supplier bill over its tolerance).
INSERT INTO "permissions" ("name", "display_name") VALUES ('approve', 'Approve')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Approve granted on any other module would mean nothing: refused as an unknown grant (the grants API's 400),
-- whichever path writes it.
CREATE FUNCTION "grant_only_offered_actions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "permissions" p, "modules" m
    WHERE p."id" = NEW."permission_id" AND m."id" = NEW."module_id"
      AND p."name" = 'approve' AND m."name" <> 'invoices'
  ) THEN
    RAISE EXCEPTION 'approve is granted on invoices only' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_module_permissions_offered_actions"
BEFORE INSERT OR UPDATE ON "user_module_permissions"
FOR EACH ROW EXECUTE FUNCTION "grant_only_offered_actions"();
