CREATE INDEX "bookmarks_search_keys_idx" ON "bookmarks" USING gin (bookmark_search_keys("user_id", coalesce("published_at", "created_at"), "search_text")) WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- ANALYZE would gather element statistics of every sampled row's keys (show_trgm again, ~50 and up
-- to thousands of keys a row): several times the table's whole ANALYZE. The window's statement needs
-- no estimate of them (it is ordered so that only this index and the sort index's newest rows serve it).
ALTER INDEX "bookmarks_search_keys_idx" ALTER COLUMN 1 SET STATISTICS 0;
