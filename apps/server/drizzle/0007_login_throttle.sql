CREATE TABLE "login_known_addresses" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_success_at_idx" ON "login_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "login_throttle_window_ends_at_idx" ON "login_throttle" USING btree ("window_ends_at");