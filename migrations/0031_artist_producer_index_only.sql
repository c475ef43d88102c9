-- Decision 044: the project page's "may this member see the producer's e-mail" test (and can-contact) asks
-- whether the member has a live application to any project of the producer. With an index on the artist
-- alone and one on the producer alone, PostgreSQL walked the producer's projects (a heap visit each) and
-- probed the artist's unique index once per project: 72 buffers a page view at 100k, growing with the
-- producer's projects. With project and status in the first index and the id in the second, both sides come
-- from the indexes alone, in project order, and are merged: 10 buffers at 100k, with no per-project probe.
DROP INDEX "applications_artist_idx";--> statement-breakpoint
DROP INDEX "projects_producer_idx";--> statement-breakpoint
CREATE INDEX "applications_artist_idx" ON "applications" USING btree ("artist_id","project_id","status");--> statement-breakpoint
CREATE INDEX "projects_producer_idx" ON "projects" USING btree ("producer_id","id");