CREATE TABLE "import_failures" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"url" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "import_failures_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "import_file_parts" (
	"import_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "import_file_parts_import_id_part_pk" PRIMARY KEY("import_id","part")
);
--> statement-breakpoint
CREATE TABLE "import_items" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "import_items_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ALTER COLUMN "format" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "categories" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "category_specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_failures" ADD CONSTRAINT "import_failures_import_id_import_jobs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_file_parts" ADD CONSTRAINT "import_file_parts_import_id_import_jobs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_import_jobs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_failures_import_id_line_idx" ON "import_failures" USING btree ("import_id","line","position");--> statement-breakpoint
-- Jobs from before: their items and failures move to their own tables, in file order.
INSERT INTO "import_items" ("import_id", "position", "item")
  SELECT j."id", (e.ordinality - 1)::integer, e.value FROM "import_jobs" j, jsonb_array_elements(j."items") WITH ORDINALITY e;--> statement-breakpoint
INSERT INTO "import_failures" ("import_id", "position", "line", "url", "reason")
  SELECT j."id", (e.ordinality - 1)::integer, (e.value->>'line')::integer, coalesce(e.value->>'url', ''), coalesce(e.value->>'reason', '')
  FROM "import_jobs" j, jsonb_array_elements(j."failed") WITH ORDINALITY e;--> statement-breakpoint
UPDATE "import_jobs" SET "failed_count" = jsonb_array_length("failed");--> statement-breakpoint
ALTER TABLE "import_jobs" DROP COLUMN "items";--> statement-breakpoint
ALTER TABLE "import_jobs" DROP COLUMN "failed";