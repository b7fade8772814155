CREATE TYPE "public"."deleted_content_kind" AS ENUM('card', 'deck');--> statement-breakpoint
CREATE TABLE "deleted_content" (
	"kind" "deleted_content_kind" NOT NULL,
	"id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	CONSTRAINT "deleted_content_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "deleted_content" ADD CONSTRAINT "deleted_content_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;