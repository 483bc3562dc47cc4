CREATE TABLE "contact_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_sites" ADD CONSTRAINT "contact_sites_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_sites_contact_idx" ON "contact_sites" USING btree ("contact_id","label");