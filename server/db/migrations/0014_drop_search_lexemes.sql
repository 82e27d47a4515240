-- The keyword dictionary of the SQL search's planner (0012) is gone with the planner: the listing is
-- answered by each API instance's in-memory index (docs/decisions/0005-search-index.md).
DROP TABLE search_lexemes;
DELETE FROM app_meta WHERE key = 'lexicon';
DELETE FROM background_jobs WHERE kind = 'search-lexicon-refresh' AND finished_at IS NULL;
