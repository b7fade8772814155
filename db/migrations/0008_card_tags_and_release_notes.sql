CREATE TABLE "card_tags" (
	"card_id" text NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "card_tags_card_id_tag_pk" PRIMARY KEY("card_id","tag")
);
--> statement-breakpoint
ALTER TABLE "card_set_versions" ADD COLUMN "release_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tags_tag_idx" ON "card_tags" USING btree ("tag");