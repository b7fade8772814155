ALTER TABLE "card_set_version_definitions" ALTER COLUMN "ast" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "card_versions" ALTER COLUMN "ast" SET DATA TYPE json;