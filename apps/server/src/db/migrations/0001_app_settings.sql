CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"maintenance_message" text DEFAULT '' NOT NULL,
	"maintenance_password_hash" text,
	"ios_minimum_version" text DEFAULT '1.0.0' NOT NULL,
	"android_minimum_version" text DEFAULT '1.0.0' NOT NULL,
	"ios_store_url" text DEFAULT '' NOT NULL,
	"android_store_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
