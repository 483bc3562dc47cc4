ALTER TABLE "notifications" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_values" jsonb;