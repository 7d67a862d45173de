-- The keys of a bookmark in the owner's search index (bookmarks_search_keys_idx, next migration):
-- one per trigram of its search text (pg_trgm's show_trgm), each prefixed with the owner and the
-- 30-day period of the 'recent' sort key it falls in: "1a2b3c4d:692:fer". A search of the owner's
-- newest rows for a term then reads, per period, only the owner's rows holding the term's rarest
-- trigram (db/queries/search-windows.ts), where the plain trigram index holds every user's rows
-- and needs the sort index's whole range ANDed to it. The owner prefix (8 hex digits) only narrows:
-- the query still checks user_id and the whole term. The period is floor(epoch seconds / 2592000)
-- in whole seconds, so a period starts exactly at a whole second; 'inf' for an infinite key.
CREATE FUNCTION bookmark_search_keys(owner uuid, sort_key timestamptz, search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT
AS $$
  SELECT array(SELECT left(owner::text, 8) || ':' || period || ':' || trigram FROM unnest(show_trgm(search_text)) trigram)
  FROM (SELECT CASE WHEN isfinite(sort_key) THEN ((s - ((s % 2592000) + 2592000) % 2592000) / 2592000)::text ELSE 'inf' END AS period
        FROM (SELECT date_part('epoch', date_trunc('second', timezone('UTC', sort_key)))::int8 AS s) seconds) periods
$$;
