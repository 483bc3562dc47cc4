ALTER TABLE "quote_sends" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "document_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "localized_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;