CREATE TYPE "public"."balance_run_status" AS ENUM('queued', 'running', 'done', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "balance_run_chunks" (
	"run_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"from_game" integer NOT NULL,
	"games" integer NOT NULL,
	"tally" jsonb NOT NULL,
	"worker" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_run_chunks_run_id_chunk_pk" PRIMARY KEY("run_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "balance_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"status" "balance_run_status" DEFAULT 'queued' NOT NULL,
	"runner" text NOT NULL,
	"spec" jsonb NOT NULL,
	"games" integer NOT NULL,
	"games_done" integer DEFAULT 0 NOT NULL,
	"chunk_size" integer NOT NULL,
	"summary" jsonb,
	"results" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "balance_runs_games_positive" CHECK ("balance_runs"."games" >= 1),
	CONSTRAINT "balance_runs_progress" CHECK ("balance_runs"."games_done" >= 0 AND "balance_runs"."games_done" <= "balance_runs"."games")
);
--> statement-breakpoint
ALTER TABLE "balance_run_chunks" ADD CONSTRAINT "balance_run_chunks_run_id_balance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."balance_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_runs" ADD CONSTRAINT "balance_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;