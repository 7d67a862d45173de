-- The owner's search compares the lowercased text stored once per row (LIKE) instead of case-folding
-- the text of every row it walks (ILIKE); the trigram index moves onto that column (decision 014).
DROP INDEX "bookmarks_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("note", '') || ' ' || coalesce("channel", '') || ' ' || coalesce("description", ''))) STORED;--> statement-breakpoint
CREATE INDEX "bookmarks_search_trgm_idx" ON "bookmarks" USING gin ("search_text" gin_trgm_ops);