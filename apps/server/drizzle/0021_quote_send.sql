CREATE TABLE "quote_link_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_link_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"sent_by" integer,
	"sender_name" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_sends_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"logo_upload_id" integer,
	"terms" text DEFAULT '' NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"quote_email_subject" text,
	"quote_email_message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_single_row" CHECK ("company_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_by" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_ip" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_po_number" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "decline_comment" text;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_link_access_ip_idx" ON "quote_link_access" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "quote_sends_quotation_idx" ON "quote_sends" USING btree ("quotation_id","created_at");