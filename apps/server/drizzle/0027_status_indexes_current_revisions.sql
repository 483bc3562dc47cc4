DROP INDEX "quotations_status_start_date_idx";--> statement-breakpoint
DROP INDEX "quotations_status_valid_until_idx";--> statement-breakpoint
DROP INDEX "quotations_status_total_cost_idx";--> statement-breakpoint
DROP INDEX "quotations_status_client_name_idx";--> statement-breakpoint
DROP INDEX "quotations_status_number_idx";--> statement-breakpoint
CREATE INDEX "quotations_status_start_date_idx" ON "quotations" USING btree ("status","superseded","start_date","id");--> statement-breakpoint
CREATE INDEX "quotations_status_valid_until_idx" ON "quotations" USING btree ("status","superseded","valid_until_date","id");--> statement-breakpoint
CREATE INDEX "quotations_status_total_cost_idx" ON "quotations" USING btree ("status","superseded","total_cost","id");--> statement-breakpoint
CREATE INDEX "quotations_status_client_name_idx" ON "quotations" USING btree ("status","superseded","client_name","id");--> statement-breakpoint
CREATE INDEX "quotations_status_number_idx" ON "quotations" USING btree ("status","superseded","quotation_number");