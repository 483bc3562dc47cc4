ALTER TABLE "contacts" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "peppol_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "peppol_id" text DEFAULT '' NOT NULL;