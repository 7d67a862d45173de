-- pg_trgm serves the case-insensitive substring search over bookmarks.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
