CREATE TABLE "bookmark_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmark_counts" ADD CONSTRAINT "bookmark_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts as they are now; the triggers below keep them from here on.
INSERT INTO "bookmark_counts" ("user_id", "total", "favorites")
  SELECT "user_id", count(*), count(*) FILTER (WHERE "is_favorite") FROM "bookmarks" GROUP BY "user_id";
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert (an import, the auto-bookmarker) or a bulk
-- delete updates each user's row once, not once per bookmark.
CREATE FUNCTION "bookmark_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bookmark_counts" AS c ("user_id", "total", "favorites")
    SELECT "user_id", count(*), count(*) FILTER (WHERE "is_favorite") FROM "added_rows" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "total" = c."total" + excluded."total", "favorites" = c."favorites" + excluded."favorites";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookmark_counts_on_insert" AFTER INSERT ON "bookmarks"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bookmark_counts_added"();
--> statement-breakpoint
-- An UPDATE, not an upsert: when the user itself is being deleted, its row is going too.
CREATE FUNCTION "bookmark_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookmark_counts" AS c SET "total" = c."total" - r."n", "favorites" = c."favorites" - r."f"
    FROM (SELECT "user_id", count(*) AS "n", count(*) FILTER (WHERE "is_favorite") AS "f" FROM "removed_rows" GROUP BY "user_id") AS r
    WHERE c."user_id" = r."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookmark_counts_on_delete" AFTER DELETE ON "bookmarks"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bookmark_counts_removed"();
--> statement-breakpoint
-- Row-level with a WHEN clause, so the frequent other updates (watch time, notes) cost nothing.
CREATE FUNCTION "bookmark_counts_favorite_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookmark_counts" SET "favorites" = "favorites" + CASE WHEN NEW."is_favorite" THEN 1 ELSE -1 END
    WHERE "user_id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookmark_counts_on_favorite" AFTER UPDATE OF "is_favorite" ON "bookmarks"
  FOR EACH ROW WHEN (OLD."is_favorite" IS DISTINCT FROM NEW."is_favorite") EXECUTE FUNCTION "bookmark_counts_favorite_changed"();
