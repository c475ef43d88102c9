-- Decision 043: a project's text stays in its row. PostgreSQL moves a row's longer values out of line until
-- the row is under toast_tuple_target (default about 2 kB); the token hashes kept in the row since 0009
-- (about 1.8 kB, STORAGE MAIN) never leave it, so below that target every other value over a few bytes
-- went out: the title, description, requirements and conditions of every project lived in TOAST, and each
-- read of one (a card, the project page, a search's title match) was a TOAST index lookup and a page more.
-- At 100,000 projects a common word's ranking walk read 4,193 pages for 1,205 rows where 1,088 do now.
-- With 4000 only the search tokens (about 2.3 kB) still go out; the row is about 2.5-3 kB.
-- Rows written before this keep their out-of-line values until they are rewritten (VACUUM FULL "projects").
ALTER TABLE "projects" SET (toast_tuple_target = 4000);
