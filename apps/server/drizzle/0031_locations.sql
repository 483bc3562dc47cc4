CREATE TABLE "locations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"iata" text,
	"unlocode" text,
	"subdivision" text,
	"city" text DEFAULT '' NOT NULL,
	"has_port" boolean DEFAULT false NOT NULL,
	"has_rail" boolean DEFAULT false NOT NULL,
	"has_road" boolean DEFAULT false NOT NULL,
	"has_airport" boolean DEFAULT false NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_editions" (
	"name" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_search_prefix_idx" ON "locations" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_iata_idx" ON "locations" USING btree ("iata");