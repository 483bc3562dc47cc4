CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"setting_key" text NOT NULL,
	"setting_value" text NOT NULL,
	"setting_type" text DEFAULT 'string' NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_scope_check" CHECK ("settings"."is_global" = ("settings"."user_id" is null)),
	CONSTRAINT "settings_type_check" CHECK ("settings"."setting_type" in ('string', 'number', 'boolean', 'json', 'array'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_user_key" ON "settings" USING btree ("user_id","setting_key") WHERE "settings"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_global_key" ON "settings" USING btree ("setting_key") WHERE "settings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "settings_user_id_idx" ON "settings" USING btree ("user_id");