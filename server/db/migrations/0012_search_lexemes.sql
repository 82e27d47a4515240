-- The keyword search's dictionary: every lexeme of the active jobs' search_vector with the number
-- of jobs holding it (ts_stat), rebuilt by a recurring background task. The API keeps it in memory
-- to expand a word prefix into exact lexemes (a `word:*` term stops GIN from skipping through the
-- rarer terms' postings; an OR of exact lexemes keeps that fast) and to estimate how many jobs a
-- keyword matches, which picks the cheaper of the two search strategies (jobs.search.ts).
CREATE TABLE search_lexemes (
  word text PRIMARY KEY,
  ndoc integer NOT NULL
);
