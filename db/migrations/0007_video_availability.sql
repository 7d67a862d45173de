CREATE TABLE "availability_quota" (
	"day" date PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_availability" (
	"video_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"blocked_regions" text[],
	"allowed_regions" text[],
	"checked_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_after" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "video_availability_checked_at_idx" ON "video_availability" USING btree ("checked_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "video_availability_changed_at_idx" ON "video_availability" USING btree ("changed_at") WHERE "video_availability"."status" <> 'available';--> statement-breakpoint
CREATE INDEX "bookmarks_video_id_idx" ON "bookmarks" USING btree ("video_id");--> statement-breakpoint
-- Every video saved so far, unchecked; the trigger below adds each one saved from here on.
INSERT INTO "video_availability" ("video_id") SELECT DISTINCT "video_id" FROM "bookmarks" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement-level: an import or the auto-bookmarker adds its videos in one statement.
CREATE FUNCTION "video_availability_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "video_availability" ("video_id") SELECT DISTINCT "video_id" FROM "added_rows" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_availability_on_insert" AFTER INSERT ON "bookmarks"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "video_availability_added"();
