CREATE TYPE "public"."card_status" AS ENUM('draft', 'published', 'deprecated');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('viewer', 'designer', 'publisher');--> statement-breakpoint
CREATE TABLE "card_set_cards" (
	"set_id" text NOT NULL,
	"card_id" text NOT NULL,
	"version" integer,
	CONSTRAINT "card_set_cards_set_id_card_id_pk" PRIMARY KEY("set_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "card_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_versions" (
	"card_id" text NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"ast" jsonb NOT NULL,
	"rules_text" text NOT NULL,
	"author" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	CONSTRAINT "card_versions_card_id_version_pk" PRIMARY KEY("card_id","version"),
	CONSTRAINT "card_versions_version_positive" CHECK ("card_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"draft_source" text NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"status" "card_status" DEFAULT 'draft' NOT NULL,
	"current_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "cards_draft_revision_positive" CHECK ("cards"."draft_revision" >= 1)
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'viewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "card_set_cards" ADD CONSTRAINT "card_set_cards_set_id_card_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."card_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_set_cards" ADD CONSTRAINT "card_set_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_author_users_id_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;