CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"company_name" text DEFAULT '' NOT NULL,
	"address_type" text DEFAULT 'Commercial' NOT NULL,
	"contact_first_name" text DEFAULT '' NOT NULL,
	"contact_last_name" text DEFAULT '' NOT NULL,
	"address_line_1" text DEFAULT '' NOT NULL,
	"address_line_2" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"alt_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"alt_email" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"delivery_location_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_specifics" text DEFAULT '' NOT NULL,
	"timing_restrictions" text DEFAULT '' NOT NULL,
	"access_challenges" text DEFAULT '' NOT NULL,
	"location_details" text DEFAULT '' NOT NULL,
	"first_floor_access" boolean DEFAULT true NOT NULL,
	"special_equipment_required" boolean DEFAULT true NOT NULL,
	"loading_assistance_required" boolean DEFAULT true NOT NULL,
	"appointment_required" boolean DEFAULT true NOT NULL,
	"packaging_removal_required" boolean DEFAULT true NOT NULL,
	"loading_dock_available" boolean DEFAULT true NOT NULL,
	"signature_required" boolean DEFAULT true NOT NULL,
	"inside_delivery" boolean DEFAULT true NOT NULL,
	"stairs_present" boolean DEFAULT true NOT NULL,
	"elevator_available" boolean DEFAULT true NOT NULL,
	"adult_signature_required" boolean DEFAULT true NOT NULL,
	"assembly_required" boolean DEFAULT true NOT NULL,
	"installation_required" boolean DEFAULT true NOT NULL,
	"unloading_assistance_required" boolean DEFAULT true NOT NULL,
	"debris_removal_required" boolean DEFAULT true NOT NULL,
	"floor_number" integer DEFAULT 1 NOT NULL,
	"people_needed" integer DEFAULT 1 NOT NULL,
	"number_of_steps" integer DEFAULT 1 NOT NULL,
	"equipment_details" text DEFAULT '' NOT NULL,
	"advance_notice_period" text DEFAULT '' NOT NULL,
	"authorized_signatory" text DEFAULT '' NOT NULL,
	"specific_location_inside" text DEFAULT '' NOT NULL,
	"elevator_capacity" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"name" text NOT NULL,
	"input_mode" text DEFAULT 'dimensions' NOT NULL,
	"length" numeric,
	"width" numeric,
	"height" numeric,
	"dimension_unit" text DEFAULT 'inches' NOT NULL,
	"volume_value" numeric,
	"volume_unit" text DEFAULT 'cft' NOT NULL,
	"weight_value" numeric,
	"weight_unit" text DEFAULT 'lbs' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"individual_cbm" numeric(18, 6) DEFAULT 0 NOT NULL,
	"total_cbm" numeric(18, 6) DEFAULT 0 NOT NULL,
	"individual_weight" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 3) DEFAULT 0 NOT NULL,
	"declared_value_amount" numeric,
	"declared_value_currency" text DEFAULT 'USD' NOT NULL,
	"condition" text DEFAULT 'New' NOT NULL,
	"product_specifications" text[],
	"hs_code" text DEFAULT '' NOT NULL,
	"hs_description" text DEFAULT '' NOT NULL,
	"insurance_required" boolean DEFAULT false NOT NULL,
	"insurance_value" numeric,
	"insurance_currency" text DEFAULT 'USD' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"category_id" integer,
	"description" text NOT NULL,
	"location" text DEFAULT 'Origin' NOT NULL,
	"calculation_method" text DEFAULT 'Fixed' NOT NULL,
	"quantity" numeric DEFAULT 1 NOT NULL,
	"unit_cost" numeric,
	"rate" numeric,
	"entered_total_cost" numeric,
	"total_cost" numeric(18, 2) DEFAULT 0 NOT NULL,
	"is_sub_item" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_category_id_cost_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cost_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_parent_id_cost_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin (("company_name" || ' ' || "contact_first_name" || ' ' || "contact_last_name" || ' ' || "address_line_1" || ' ' || "city" || ' ' || "country" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "box_items_quotation_created_idx" ON "box_items" USING btree ("quotation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_categories_name_key" ON "cost_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cost_items_quotation_order_idx" ON "cost_items" USING btree ("quotation_id","sort_order","created_at","id");--> statement-breakpoint
CREATE INDEX "cost_items_parent_idx" ON "cost_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cost_items_category_idx" ON "cost_items" USING btree ("category_id");--> statement-breakpoint
-- Until now the address ids pointed at no table: clear them so the foreign keys can be added.
UPDATE "quotations" SET "origin_address_id" = NULL, "destination_address_id" = NULL
WHERE "origin_address_id" IS NOT NULL OR "destination_address_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_origin_address_id_addresses_id_fk" FOREIGN KEY ("origin_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_destination_address_id_addresses_id_fk" FOREIGN KEY ("destination_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_origin_address_idx" ON "quotations" USING btree ("origin_address_id");--> statement-breakpoint
CREATE INDEX "quotations_destination_address_idx" ON "quotations" USING btree ("destination_address_id");