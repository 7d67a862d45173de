ALTER TABLE "import_jobs" ADD COLUMN "existing" text DEFAULT 'skip' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "updated" integer DEFAULT 0 NOT NULL;