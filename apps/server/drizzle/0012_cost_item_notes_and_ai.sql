CREATE TABLE "ai_call_windows" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_item_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_item_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_item_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"content" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"upload_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_call_windows" ADD CONSTRAINT "ai_call_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_item_notes" ADD CONSTRAINT "cost_item_notes_cost_item_id_cost_items_id_fk" FOREIGN KEY ("cost_item_id") REFERENCES "public"."cost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_item_notes" ADD CONSTRAINT "cost_item_notes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_item_notes" ADD CONSTRAINT "cost_item_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_item_notes_item_created_idx" ON "cost_item_notes" USING btree ("cost_item_id","created_at","id");--> statement-breakpoint
-- A note removed by any path (its own DELETE, or the cascade from its cost item or quotation) gives up its
-- file: the upload is marked deleted at once and the files sweeper removes the bytes and the row.
CREATE FUNCTION "cost_item_notes_discard_upload"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."upload_id" IS NOT NULL THEN
    UPDATE "uploads" SET "deleted_at" = now() WHERE "id" = OLD."upload_id" AND "deleted_at" IS NULL;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cost_item_notes_discard_upload" AFTER DELETE ON "cost_item_notes"
  FOR EACH ROW EXECUTE FUNCTION "cost_item_notes_discard_upload"();
