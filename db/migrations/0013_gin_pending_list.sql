-- Rows added to the trigram index wait in its pending list until it holds gin_pending_list_limit
-- (4 MB by default), and the insert that crosses it merges them all: on the embedded database
-- that one statement held the only connection 60-120 ms while an import ran. 64 kB (the least
-- allowed) merges a little at a time. Set in place: the index is not rebuilt.
ALTER INDEX "bookmarks_search_trgm_idx" SET (gin_pending_list_limit = 64);
