-- Job titles as people write them. prospect_title_key() reduces a title to its words:
-- lower-cased, dots and apostrophes dropped (V.P. is vp, Sr. is sr), split at spaces and
-- punctuation, the usual abbreviations spelled out (vp → vice president, sr → senior,
-- mgr → manager, dir → director, cto → chief technology officer...), filler words (of, and,
-- the, for, at, in) dropped, and the words sorted and made distinct. So "VP Sales", "VP of
-- Sales", "Sales V.P." and "Vice President, Sales" all become "president sales vice".
-- Similar-title search compares keys, for the stored column and the values asked for alike,
-- so both sides always agree. IMMUTABLE (it reads nothing but its argument) so that a
-- generated column and an index may use it; words sort by bytes (COLLATE "C") so the key does
-- not depend on the database's collation. Abbreviations whose meaning is ambiguous (cpo:
-- product or people; cco) are left as written. Changing the list takes a new migration that
-- replaces the function and recomputes the column.
CREATE OR REPLACE FUNCTION prospect_title_key(title text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(word, ' ' ORDER BY word COLLATE "C"), '')
  FROM (SELECT DISTINCT w.word
  FROM regexp_split_to_table(
    regexp_replace(regexp_replace(lower(title), '[.''’]', '', 'g'), '[[:space:][:punct:]]+', ' ', 'g'),
    ' ') AS t(token)
  LEFT JOIN (VALUES
    ('vp', 'vice president'), ('svp', 'senior vice president'),
    ('evp', 'executive vice president'), ('avp', 'assistant vice president'),
    ('sr', 'senior'), ('snr', 'senior'), ('jr', 'junior'),
    ('mgr', 'manager'), ('mngr', 'manager'), ('dir', 'director'),
    ('exec', 'executive'), ('asst', 'assistant'), ('assoc', 'associate'),
    ('engr', 'engineer'), ('mktg', 'marketing'), ('ops', 'operations'),
    ('hr', 'human resources'), ('md', 'managing director'), ('gm', 'general manager'),
    ('cofounder', 'co founder'),
    ('ceo', 'chief executive officer'), ('coo', 'chief operating officer'),
    ('cfo', 'chief financial officer'), ('cto', 'chief technology officer'),
    ('cio', 'chief information officer'), ('ciso', 'chief information security officer'),
    ('cmo', 'chief marketing officer'), ('cro', 'chief revenue officer'),
    ('clo', 'chief legal officer'), ('chro', 'chief human resources officer')
  ) AS s(short, spelled) ON s.short = t.token
  CROSS JOIN LATERAL regexp_split_to_table(coalesce(s.spelled, t.token), ' ') AS w(word)
  WHERE w.word NOT IN ('', 'of', 'and', 'the', 'for', 'at', 'in')) AS words
$fn$;
--> statement-breakpoint
-- The key is a stored generated column: every row the sync triggers write gets it, with no
-- change to them. Adding it rewrites prospect_search_people once.
ALTER TABLE "prospect_search_people" ADD COLUMN "job_title_key" text GENERATED ALWAYS AS (prospect_title_key(job_title)) STORED NOT NULL;--> statement-breakpoint
-- (key, seq) INCLUDE the values other filters add, like the other value indexes (migration
-- 0003): a similar-title search in result order is answered from this index alone.
CREATE INDEX "psp_job_title_key_idx" ON "prospect_search_people" USING btree ("job_title_key","seq") INCLUDE ("company_id","job_level","job_function","country");
