ALTER TABLE "cost_categories" ADD COLUMN "part" text DEFAULT 'by_location' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seeded categories' parts: freight and insurance travel with the main carriage, customs with the import
-- duties, packaging and documentation are done where the goods leave; port charges, handling, storage and
-- miscellaneous happen at either end, so the line's own Origin/Destination decides (the column's default).
UPDATE "cost_categories" SET "part" = CASE lower("name")
  WHEN 'packaging' THEN 'origin_charges'
  WHEN 'documentation' THEN 'origin_charges'
  WHEN 'ocean-freight' THEN 'main_carriage'
  WHEN 'insurance' THEN 'main_carriage'
  WHEN 'customs' THEN 'duties_taxes'
  ELSE 'by_location'
END;
