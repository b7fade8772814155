CREATE TYPE "public"."set_entry_inclusion" AS ENUM('selected', 'required');--> statement-breakpoint
CREATE TABLE "card_set_version_definitions" (
	"set_id" text NOT NULL,
	"set_version" integer NOT NULL,
	"definition_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"ast" jsonb NOT NULL,
	"included" "set_entry_inclusion" NOT NULL,
	CONSTRAINT "card_set_version_definitions_set_id_set_version_definition_id_pk" PRIMARY KEY("set_id","set_version","definition_id")
);
--> statement-breakpoint
CREATE TABLE "card_set_version_entries" (
	"set_id" text NOT NULL,
	"set_version" integer NOT NULL,
	"card_id" text NOT NULL,
	"card_version" integer NOT NULL,
	"included" "set_entry_inclusion" NOT NULL,
	CONSTRAINT "card_set_version_entries_set_id_set_version_card_id_pk" PRIMARY KEY("set_id","set_version","card_id")
);
--> statement-breakpoint
CREATE TABLE "card_set_versions" (
	"set_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_by" integer,
	CONSTRAINT "card_set_versions_set_id_version_pk" PRIMARY KEY("set_id","version"),
	CONSTRAINT "card_set_versions_version_positive" CHECK ("card_set_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "card_set_version_definitions" ADD CONSTRAINT "card_set_version_definitions_set_version_fk" FOREIGN KEY ("set_id","set_version") REFERENCES "public"."card_set_versions"("set_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_set_version_entries" ADD CONSTRAINT "card_set_version_entries_set_version_fk" FOREIGN KEY ("set_id","set_version") REFERENCES "public"."card_set_versions"("set_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_set_version_entries" ADD CONSTRAINT "card_set_version_entries_card_version_fk" FOREIGN KEY ("card_id","card_version") REFERENCES "public"."card_versions"("card_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_set_versions" ADD CONSTRAINT "card_set_versions_set_id_card_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."card_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_set_versions" ADD CONSTRAINT "card_set_versions_frozen_by_users_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;