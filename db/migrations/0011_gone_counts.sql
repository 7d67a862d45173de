ALTER TABLE "bookmark_counts" ADD COLUMN "gone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "video_availability_blocked_idx" ON "video_availability" USING btree ("video_id") WHERE "video_availability"."status" = 'blocked';--> statement-breakpoint
-- The gone counts as they are now; the triggers below keep them from here on.
UPDATE "bookmark_counts" AS c SET "gone" = g."n"
  FROM (SELECT b."user_id", count(*) AS "n" FROM "bookmarks" b JOIN "video_availability" va ON va."video_id" = b."video_id"
        WHERE va."status" NOT IN ('available', 'blocked') GROUP BY b."user_id") AS g
  WHERE c."user_id" = g."user_id";
--> statement-breakpoint
-- A save reads its videos' states under a share lock, and a status change counts the bookmarks it
-- can see under its row lock: whichever comes second sees the other's bookmark or state, so a save
-- racing a change is counted once. The lock is taken before any bookmark_counts row (these
-- triggers fire before bookmark_counts_on_*, by name), the order a status change takes them in.
-- The availability rows are added here first (before: video_availability_on_insert), so a video
-- first saved by a racing statement is locked too.
CREATE FUNCTION "bookmark_counts_gone_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "video_availability" ("video_id") SELECT DISTINCT "video_id" FROM "added_rows" ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "video_availability" WHERE "video_id" IN (SELECT "video_id" FROM "added_rows") ORDER BY "video_id" FOR SHARE;
  INSERT INTO "bookmark_counts" AS c ("user_id", "gone")
    SELECT a."user_id", count(*) FROM "added_rows" a JOIN "video_availability" va ON va."video_id" = a."video_id"
      WHERE va."status" NOT IN ('available', 'blocked') GROUP BY a."user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "gone" = c."gone" + excluded."gone";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "video_availability_on_insert" ON "bookmarks";
--> statement-breakpoint
DROP FUNCTION "video_availability_added"();
--> statement-breakpoint
CREATE TRIGGER "bookmark_counts_gone_on_insert" AFTER INSERT ON "bookmarks"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bookmark_counts_gone_added"();
--> statement-breakpoint
CREATE FUNCTION "bookmark_counts_gone_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "video_availability" WHERE "video_id" IN (SELECT "video_id" FROM "removed_rows") ORDER BY "video_id" FOR SHARE;
  UPDATE "bookmark_counts" AS c SET "gone" = c."gone" - r."n"
    FROM (SELECT d."user_id", count(*) AS "n" FROM "removed_rows" d JOIN "video_availability" va ON va."video_id" = d."video_id"
          WHERE va."status" NOT IN ('available', 'blocked') GROUP BY d."user_id") AS r
    WHERE c."user_id" = r."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookmark_counts_gone_on_delete" AFTER DELETE ON "bookmarks"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bookmark_counts_gone_removed"();
--> statement-breakpoint
-- Row-level with a WHEN clause: only a video that stops or starts playing everywhere costs
-- anything (the checker's leases and unchanged answers do not). Each user who saved it moves by
-- the number of their bookmarks of it.
CREATE FUNCTION "video_availability_gone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookmark_counts" AS c SET "gone" = c."gone" + CASE WHEN NEW."status" NOT IN ('available', 'blocked') THEN b."n" ELSE -b."n" END
    FROM (SELECT "user_id", count(*) AS "n" FROM "bookmarks" WHERE "video_id" = NEW."video_id" GROUP BY "user_id") AS b
    WHERE c."user_id" = b."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_availability_gone_on_status" AFTER UPDATE OF "status" ON "video_availability"
  FOR EACH ROW WHEN ((OLD."status" NOT IN ('available', 'blocked')) IS DISTINCT FROM (NEW."status" NOT IN ('available', 'blocked')))
  EXECUTE FUNCTION "video_availability_gone_changed"();
