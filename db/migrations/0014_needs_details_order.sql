DROP INDEX "bookmarks_needs_details_idx";--> statement-breakpoint
CREATE INDEX "bookmarks_needs_details_idx" ON "bookmarks" USING btree ("user_id","created_at","id") WHERE "bookmarks"."needs_details";