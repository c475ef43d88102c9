-- Physical storage of projects only; no column, type or value changes (see docs/decisions).
-- search_tokens (~200 tokens, ~2.5 kB) is read only through its GIN index, never by list or detail
-- queries: keep it out of line so the heap the searches visit stays small enough to stay cached.
ALTER TABLE "projects" ALTER COLUMN "search_tokens" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Room on each page for view-count updates to stay HOT (no new GIN and btree entries per view).
ALTER TABLE "projects" SET (fillfactor = 90);
