CREATE TABLE "client_interactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"contact_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_company" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"channel" text DEFAULT 'Email' NOT NULL,
	"category" text DEFAULT 'Information' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"interaction_type" text DEFAULT 'Inbound' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interaction_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interaction_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_interactions" ADD CONSTRAINT "client_interactions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_interactions" ADD CONSTRAINT "client_interactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_attachments" ADD CONSTRAINT "interaction_attachments_interaction_id_client_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."client_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_attachments" ADD CONSTRAINT "interaction_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_interactions_date_idx" ON "client_interactions" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "client_interactions_contact_date_idx" ON "client_interactions" USING btree ("contact_id","date","id");--> statement-breakpoint
CREATE INDEX "client_interactions_status_date_idx" ON "client_interactions" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "client_interactions_channel_date_idx" ON "client_interactions" USING btree ("channel","date","id");--> statement-breakpoint
CREATE INDEX "client_interactions_category_date_idx" ON "client_interactions" USING btree ("category","date","id");--> statement-breakpoint
CREATE INDEX "client_interactions_search_trgm_idx" ON "client_interactions" USING gin (("subject" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interaction_attachments_interaction_idx" ON "interaction_attachments" USING btree ("interaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_attachments_upload_key" ON "interaction_attachments" USING btree ("upload_id");