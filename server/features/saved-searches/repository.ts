import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { projects, SAVED_SEARCH_COVERED, savedSearches, savedSearchMatches, savedSearchQueue, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/paged-query";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function listOf(db: DbOrTx, userId: string) {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findOne(db: DbOrTx, id: number) {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row;
}

export async function insert(db: DbOrTx, values: typeof savedSearches.$inferInsert) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function update(db: DbOrTx, id: number, values: Partial<typeof savedSearches.$inferInsert>, now: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning();
  return row!;
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** A published project or a newly listed person, waiting for the alert job to match it (one insert). */
export async function enqueue(db: DbOrTx, target: { projectId: number } | { personId: string }) {
  await db.insert(savedSearchQueue).values(target);
}

/** The oldest queued documents, locked for this run and removed with it. */
export function takeQueued(tx: DbOrTx, limit: number) {
  return tx.select().from(savedSearchQueue).orderBy(asc(savedSearchQueue.id)).limit(limit).for("update", { skipLocked: true });
}

export async function dropQueued(tx: DbOrTx, ids: number[]) {
  if (ids.length) await tx.delete(savedSearchQueue).where(inArray(savedSearchQueue.id, ids));
}

/** A document to match: its search tokens (as stored), its owner and the saved-search scope it belongs to. */
export interface MatchDoc {
  projectId?: number;
  personId?: string;
  ownerId: string;
  tokens: readonly string[];
  scope: "projects" | "artists" | "producers";
}

/** The document of a published, shown project, or undefined when it is not published any more or hidden (issue 24). */
export async function projectDoc(db: DbOrTx, projectId: number): Promise<MatchDoc | undefined> {
  const [row] = await db
    .select({ producerId: projects.producerId, tokens: projects.searchTokens })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.status, "published"), isNull(projects.hiddenAt)));
  return row && { projectId, ownerId: row.producerId, tokens: row.tokens, scope: "projects" };
}

/** The document of a listed person (verified, not deleted), or undefined. */
export async function personDoc(db: DbOrTx, personId: string): Promise<MatchDoc | undefined> {
  const [row] = await db
    .select({ userType: users.userType, tokens: users.searchTokens })
    .from(users)
    .where(and(eq(users.id, personId), eq(users.emailVerified, true), eq(users.isDeleted, false)));
  return row && { personId, ownerId: personId, tokens: row.tokens, scope: row.userType === "artist" ? "artists" : "producers" };
}

/** Required tokens checked as plain expressions before the statement falls back to a subquery. */
const UNROLLED_REQUIRED = 8;

/**
 * The saved searches a document matches, found in ONE statement by the same token rule as the list's
 * own query (filterTokens): every required token in the document, at least one tag marker when the
 * search has tags, and the producer and status filters. The document's owner is never matched.
 * `select` only: the job records what it returns. Three disjoint branches (decision 023):
 * - searches whose anchor token the document holds, through the covering anchor index (an index-only
 *   scan: every column read is in the index) for all but the longest searches;
 * - the same for the longest searches (saved_searches_anchor_long_idx), checked with subqueries;
 * - tag-only searches sharing a tag marker with the document (GIN `&&`, asked with the document's
 *   tag markers only, not its hundreds of text tokens: each key is a descent of the GIN tree).
 * The document's tokens are ONE array parameter repeated where needed; PostgreSQL plans it as a constant
 * and turns each `x = any(tokens)` into a hash lookup. The covered branch checks the first required
 * tokens and the (at most five) tag markers one by one with such lookups rather than a subquery per
 * candidate (measured: the subqueries were half of the statement's time). `<@` and `&&` against the
 * document's ~250 tokens compare every pair and were slower still.
 */
export function matchingSearches(doc: MatchDoc): SQL {
  const tokens = () => sql`${sql.param([...doc.tokens])}::text[]`;
  const tags = doc.tokens.filter((t) => t.startsWith("#"));
  const filters = sql`s.scope = ${doc.scope} and not s.paused and s.user_id <> ${doc.ownerId}${
    doc.scope === "projects"
      ? sql` and (s.producer_filter is null or s.producer_filter = ${doc.ownerId}) and (s.status_filter is null or s.status_filter = 'published')`
      : sql``
  }`;
  // Written as the partial indexes' predicates are, so the planner can prove them.
  const required = sql.raw(String(SAVED_SEARCH_COVERED.required));
  const anyMax = sql.raw(String(SAVED_SEARCH_COVERED.any));
  const covered = sql`cardinality(s.required_tokens) <= ${required} and cardinality(s.any_tokens) <= ${anyMax}`;
  const long = sql`(cardinality(s.required_tokens) > ${required} or cardinality(s.any_tokens) > ${anyMax})`;
  const requiredUnrolled = sql.join(
    Array.from(
      { length: UNROLLED_REQUIRED },
      (_, i) => sql`(cardinality(s.required_tokens) < ${sql.raw(String(i + 1))} or s.required_tokens[${sql.raw(String(i + 1))}] = any(${tokens()}))`,
    ),
    sql` and `,
  );
  const requiredRest = sql`(cardinality(s.required_tokens) <= ${sql.raw(String(UNROLLED_REQUIRED))} or not exists (select 1 from unnest(s.required_tokens[${sql.raw(String(UNROLLED_REQUIRED + 1))}:]) t where not (t = any(${tokens()}))))`;
  const anyUnrolled = sql.join(
    Array.from({ length: SAVED_SEARCH_COVERED.any }, (_, i) => sql`coalesce(s.any_tokens[${sql.raw(String(i + 1))}] = any(${tokens()}), false)`),
    sql` or `,
  );
  return sql`
    select s.id from ${savedSearches} s
    where s.anchor_token is not null and ${covered} and s.anchor_token = any(${tokens()})
      and ${filters}
      and ${requiredUnrolled} and ${requiredRest}
      and (cardinality(s.any_tokens) = 0 or ${anyUnrolled})
    union all
    select s.id from ${savedSearches} s
    where s.anchor_token is not null and ${long} and s.anchor_token = any(${tokens()})
      and ${filters}
      and not exists (select 1 from unnest(s.required_tokens) t where not (t = any(${tokens()})))
      and (cardinality(s.any_tokens) = 0 or exists (select 1 from unnest(s.any_tokens) t where t = any(${tokens()})))
    union all
    select s.id from ${savedSearches} s
    where s.anchor_token is null and s.any_tokens && ${sql.param(tags)}::text[]
      and ${filters}`;
}

/** Ids of the saved searches `doc` matches (the benchmark times this). */
export async function findMatches(db: DbOrTx, doc: MatchDoc): Promise<number[]> {
  const result = await db.execute(matchingSearches(doc));
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/**
 * Records the matches of `doc` in one statement; a search already matched by this document (published,
 * back to draft, published again) is not matched twice. Returns the number of new matches.
 */
export async function recordMatches(db: DbOrTx, doc: MatchDoc, now: Date): Promise<number> {
  const target = doc.projectId !== undefined ? sql`project_id` : sql`person_id`;
  const value = doc.projectId !== undefined ? sql`${doc.projectId}::int` : sql`${doc.personId!}::text`;
  const result = await db.execute(sql`
    insert into ${savedSearchMatches} (saved_search_id, ${target}, matched_at)
    select m.id, ${value}, ${now.toISOString()}::timestamptz from (${matchingSearches(doc)}) m
    on conflict do nothing
    returning saved_search_id`);
  return rowsOf<unknown>(result).length;
}

/** Instant matches not sent yet, whose project is still published or whose person still listed; locked for this run. */
export function unsentInstant(tx: DbOrTx, limit: number, alertedSince: Date) {
  return tx
    .select({ matchId: savedSearchMatches.id, search: savedSearches, projectId: savedSearchMatches.projectId, personId: savedSearchMatches.personId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(
      and(
        isNull(savedSearchMatches.sentAt),
        eq(savedSearches.frequency, "instant"),
        eq(savedSearches.paused, false),
        // Not while the person had an instant alert since `alertedSince`: their matches wait (and are not
        // taken into the batch, so they never crowd out other people's).
        sql`not exists (
          select 1 from ${savedSearchMatches} sent join ${savedSearches} mine on mine.id = sent.saved_search_id
          where mine.user_id = ${savedSearches.userId} and mine.frequency = 'instant' and sent.sent_at > ${alertedSince.toISOString()}::timestamptz
        )`,
      ),
    )
    .orderBy(asc(savedSearchMatches.id))
    .limit(limit)
    .for("update", { of: savedSearchMatches, skipLocked: true });
}

/** Daily or weekly searches whose last digest (or creation) is older than `slot`; locked for this run. */
export function dueDigests(tx: DbOrTx, frequency: "daily" | "weekly", slot: Date) {
  return tx
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        eq(savedSearches.paused, false),
        sql`coalesce(${savedSearches.lastDigestAt}, ${savedSearches.createdAt}) < ${slot.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .for("update", { skipLocked: true });
}

/** A search's unsent matches, oldest first. */
export function unsentOf(tx: DbOrTx, savedSearchId: number) {
  return tx
    .select({ id: savedSearchMatches.id, projectId: savedSearchMatches.projectId, personId: savedSearchMatches.personId })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)))
    .orderBy(asc(savedSearchMatches.matchedAt), asc(savedSearchMatches.id));
}

export async function markSent(tx: DbOrTx, matchIds: number[], at: Date) {
  if (matchIds.length) await tx.update(savedSearchMatches).set({ sentAt: at }).where(inArray(savedSearchMatches.id, matchIds));
}

export async function markDigested(tx: DbOrTx, id: number, at: Date) {
  await tx.update(savedSearches).set({ lastDigestAt: at }).where(eq(savedSearches.id, id));
}

/** Titles of the projects still published (and not hidden, issue 24) among `ids`. */
export async function publishedProjects(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.status, "published"), isNull(projects.hiddenAt)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Names of the people still listed among `ids`. */
export async function listedPeople(tx: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { firstName: string | null; lastName: string | null; email: string }>();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.emailVerified, true), eq(users.isDeleted, false)));
  return new Map(rows.map((r) => [r.id, r]));
}
