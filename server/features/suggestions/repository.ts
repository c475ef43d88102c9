import { inArray, sql } from "drizzle-orm";
import { applications, invitations, userBlocks, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/paged-query";

export interface SuggestionRow {
  id: string;
  /** The project's markers the artist holds. */
  shared: string[];
  score: number;
}

/**
 * Artists to suggest for a project, ranked in ONE statement on the existing tokens and GIN index
 * (decision 023), the mirror of recommendedFor: the project's tag and location markers (filterTokens, the
 * directory filter's own tokens) are matched against users.search_tokens (`&&`, users_search_tokens_idx);
 * two points per shared tag, one for the same region, then the newest members first. Left out: the
 * producer, withdrawn and unverified accounts (not listed in the directory), and artists who applied
 * (in any state, withdrawn included) or were invited (in any state) to this project, or who blocked or
 * were blocked by the producer.
 */
export async function suggestedArtists(
  db: DbOrTx,
  q: { projectId: number; producerId: string; markers: readonly string[]; limit: number },
): Promise<SuggestionRow[]> {
  if (!q.markers.length) return [];
  const markers = () => sql`${sql.param([...q.markers])}::text[]`;
  const result = await db.execute(sql`
    select u.id, m.shared, m.score
    from ${users} u
    cross join lateral (
      select coalesce(array_agg(t), '{}') as shared, coalesce(sum(case when left(t, 1) = '#' then 2 else 1 end), 0)::int as score
      from unnest(${markers()}) t where t = any(u.search_tokens)
    ) m
    where u.user_type = 'artist' and not u.is_deleted and u.email_verified
      and u.search_tokens && ${markers()}
      and u.id <> ${q.producerId}
      and not exists (select 1 from ${applications} a where a.project_id = ${q.projectId} and a.artist_id = u.id)
      and not exists (select 1 from ${invitations} i where i.project_id = ${q.projectId} and i.artist_id = u.id)
      and not exists (
        select 1 from ${userBlocks} b
        where (b.blocker_id = ${q.producerId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${q.producerId})
      )
    order by m.score desc, u.created_at desc, u.id
    limit ${q.limit}`);
  return rowsOf<SuggestionRow>(result).map((r) => ({ id: r.id, shared: r.shared, score: Number(r.score) }));
}

/** The region and bio of the suggested artists, by id. */
export async function regionAndBio(db: DbOrTx, ids: string[]) {
  const rows = await db.select({ id: users.id, location: users.location, bio: users.bio }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
