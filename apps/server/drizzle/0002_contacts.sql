CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"segment" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	"profit" numeric(16, 2) DEFAULT 0 NOT NULL,
	"loss" numeric(16, 2) DEFAULT 0 NOT NULL,
	"account_balance" numeric(16, 2) DEFAULT 0 NOT NULL,
	"credit_line" numeric(16, 2) DEFAULT 0 NOT NULL,
	"payment_type" text DEFAULT '' NOT NULL,
	"account_manager_id" integer DEFAULT 1,
	"class" text DEFAULT '' NOT NULL,
	"customer_segment" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"chat_id" text DEFAULT '' NOT NULL,
	"embedding" text DEFAULT '' NOT NULL,
	"metadata" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"ninja_id" text DEFAULT '' NOT NULL,
	"address_ext" text DEFAULT '' NOT NULL,
	"check_flag" boolean DEFAULT true NOT NULL,
	"credit" boolean DEFAULT true NOT NULL,
	"embed" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contacts_display_name_idx" ON "contacts" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (("display_name" || ' ' || "name" || ' ' || "last_name" || ' ' || "company_name" || ' ' || "email" || ' ' || "phone_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_phone_key" ON "contacts" USING btree (lower("email"),regexp_replace("phone_number", '[^0-9+]', '', 'g')) WHERE "contacts"."email" <> '' and "contacts"."phone_number" <> '';