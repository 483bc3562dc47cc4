DROP INDEX "quotations_number_key";--> statement-breakpoint
ALTER TABLE "box_items" ADD COLUMN "line_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "line_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "revised_by" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_revised_by_users_id_fk" FOREIGN KEY ("revised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_key" ON "quotations" USING btree ("quotation_number","revision");