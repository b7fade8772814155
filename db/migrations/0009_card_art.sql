CREATE TABLE "card_art" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_versions" ADD COLUMN "art_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "art_id" integer;--> statement-breakpoint
ALTER TABLE "card_art" ADD CONSTRAINT "card_art_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_art" ADD CONSTRAINT "card_art_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_art_card_id_idx" ON "card_art" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_art_id_card_art_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."card_art"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_art_id_card_art_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."card_art"("id") ON DELETE set null ON UPDATE no action;