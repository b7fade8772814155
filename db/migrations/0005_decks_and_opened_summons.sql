CREATE TABLE "decks" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "decks_revision_positive" CHECK ("decks"."revision" >= 1)
);
--> statement-breakpoint
CREATE TABLE "opened_summons" (
	"id" text PRIMARY KEY NOT NULL,
	"opening" text NOT NULL,
	"game" text NOT NULL,
	"pack" text NOT NULL,
	"species" text NOT NULL,
	"rarity" text NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opened_summons_opening_idx" ON "opened_summons" USING btree ("opening");--> statement-breakpoint
CREATE INDEX "opened_summons_opened_at_idx" ON "opened_summons" USING btree ("opened_at");