CREATE TABLE "quotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_number" text NOT NULL,
	"user_id" integer,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"contact_id" integer,
	"origin_address_id" integer,
	"destination_address_id" integer,
	"project_description" text DEFAULT '' NOT NULL,
	"estimated_value" numeric(18, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"start_date" date NOT NULL,
	"deadline" date,
	"notes" text DEFAULT '' NOT NULL,
	"total_cbm" numeric(18, 6) DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_declared_value" numeric(18, 2) DEFAULT 0 NOT NULL,
	"total_cost" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_date" date NOT NULL,
	"valid_until_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_key" ON "quotations" USING btree ("quotation_number");--> statement-breakpoint
CREATE INDEX "quotations_status_start_date_idx" ON "quotations" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "quotations_status_valid_until_idx" ON "quotations" USING btree ("status","valid_until_date","id");--> statement-breakpoint
CREATE INDEX "quotations_status_total_cost_idx" ON "quotations" USING btree ("status","total_cost","id");--> statement-breakpoint
CREATE INDEX "quotations_status_client_name_idx" ON "quotations" USING btree ("status","client_name","id");--> statement-breakpoint
CREATE INDEX "quotations_status_number_idx" ON "quotations" USING btree ("status","quotation_number");--> statement-breakpoint
CREATE INDEX "quotations_contact_idx" ON "quotations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "quotations_search_trgm_idx" ON "quotations" USING gin (("quotation_number" || ' ' || "client_name") gin_trgm_ops);