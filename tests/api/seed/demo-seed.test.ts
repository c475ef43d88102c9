import bcrypt from "bcrypt";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, POST_TYPES, PROJECT_STATUSES } from "@shared/constants";
import { parseBudget } from "@shared/budget";
import { postSearchTokens, projectSearchTokens, userSearchTokens } from "@shared/search-tokens";
import type { Database } from "../../../server/db/client";
import { DEMO_ARTIST_EMAIL, DEMO_PASSWORD, DEMO_PRODUCER_EMAIL, seedDemo } from "../../../server/seed/demo";
import { createTestDatabase } from "../../setup/test-db";

let database: Database;
let counts: Record<string, number>;

/** Rows of a raw query; counts are cast to int in SQL so PGlite and pg agree on the type. */
async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0]!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedDemo(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("seedDemo", () => {
  it("when run on an empty database, then it writes enough people and projects in every status", async () => {
    const people = await rows<{ user_type: string; n: number }>(sql`select user_type, count(*)::int as n from users group by user_type`);
    const byType = Object.fromEntries(people.map((r) => [r.user_type, r.n]));
    expect(byType.artist).toBeGreaterThanOrEqual(30);
    expect(byType.producer).toBeGreaterThanOrEqual(10);

    const statuses = await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from projects group by status`);
    const total = statuses.reduce((s, r) => s + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(statuses.map((r) => r.status).sort()).toEqual([...PROJECT_STATUSES].sort());
    expect(counts.projects).toBe(total);
    expect(counts.users).toBe(byType.artist! + byType.producer!);
  });

  it("when run, then a film and a theatre project cast several roles with conditions, and their applications name a role and carry a video link", async () => {
    const casting = await rows<{ title: string; roles: number; conditions: Record<string, string> | null; apps: number; with_video: number }>(
      sql`select p.title, (select count(*)::int from project_roles r where r.project_id = p.id) as roles, p.conditions,
            (select count(*)::int from applications a where a.project_id = p.id and a.role_id is not null) as apps,
            (select count(*)::int from applications a where a.project_id = p.id and a.media @> '[{"kind": "video"}]') as with_video
          from projects p where exists (select 1 from project_roles r where r.project_id = p.id) order by p.id`,
    );
    expect(casting.map((c) => c.title)).toEqual([expect.stringContaining("단편영화"), expect.stringContaining("연극")]);
    for (const c of casting) {
      expect(c.roles).toBeGreaterThanOrEqual(3);
      expect(Object.keys(c.conditions ?? {}).sort()).toEqual(["accommodation", "meals", "paymentTiming", "schedule", "transport"]);
      expect(c.with_video).toBe(c.apps);
    }
    expect(casting.reduce((n, c) => n + c.apps, 0)).toBeGreaterThan(0);
    const unstated = await one<{ n: number }>(sql`select count(*)::int as n from projects where status <> 'draft' and conditions is null`);
    expect(unstated.n).toBe(0);
  });

  it("when run, then both demo accounts exist, are verified and log in with the demo password", async () => {
    const demo = await rows<{ email: string; user_type: string; email_verified: boolean; name: string; password: string }>(
      sql`select email, user_type, email_verified, last_name || first_name as name, password from users where email in (${DEMO_PRODUCER_EMAIL}, ${DEMO_ARTIST_EMAIL}) order by email`,
    );
    expect(demo.map((u) => [u.email, u.user_type, u.email_verified, u.name])).toEqual([
      [DEMO_ARTIST_EMAIL, "artist", true, "김도윤"],
      [DEMO_PRODUCER_EMAIL, "producer", true, "박서연"],
    ]);
    expect(await bcrypt.compare(DEMO_PASSWORD, demo[0]!.password)).toBe(true);
    const hashes = await one<{ n: number }>(sql`select count(distinct password)::int as n from users`);
    expect(hashes.n).toBe(1);
  });

  it("when run, then the demo producer owns a project in every status and the demo artist has every application and invitation state", async () => {
    const owned = await rows<{ status: string }>(
      sql`select distinct p.status from projects p join users u on u.id = p.producer_id where u.email = ${DEMO_PRODUCER_EMAIL}`,
    );
    expect(owned.map((r) => r.status).sort()).toEqual([...PROJECT_STATUSES].sort());
    const apps = await rows<{ status: string; project_status: string }>(
      sql`select a.status, p.status as project_status from applications a join users u on u.id = a.artist_id join projects p on p.id = a.project_id where u.email = ${DEMO_ARTIST_EMAIL}`,
    );
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(["pending", "accepted", "rejected", "withdrawn", "invited_accepted"]));
    const taking = apps.filter((a) => a.status === "accepted" || a.status === "invited_accepted").map((a) => a.project_status);
    expect(taking).toContain("in_progress");
    expect(taking).toContain("completed");
    const invites = await rows<{ status: string }>(
      sql`select i.status from invitations i join users u on u.id = i.artist_id where u.email = ${DEMO_ARTIST_EMAIL}`,
    );
    expect(new Set(invites.map((i) => i.status))).toEqual(new Set(["pending", "accepted", "rejected", "cancelled"]));
    const reviewsBothWays = await one<{ wrote: number; got: number }>(sql`
      select count(*) filter (where reviewer_id = u.id)::int as wrote, count(*) filter (where reviewee_id = u.id)::int as got
      from reviews r, users u where u.email = ${DEMO_ARTIST_EMAIL}`);
    expect(reviewsBothWays.wrote).toBeGreaterThan(0);
    expect(reviewsBothWays.got).toBeGreaterThan(0);
  });

  it("when run, then every in-progress or completed project has an accepted application", async () => {
    const missing = await rows(sql`
      select p.id from projects p
      where p.status in ('in_progress', 'completed')
        and not exists (select 1 from applications a where a.project_id = p.id and a.status = 'accepted')`);
    expect(missing).toEqual([]);
    const drafts = await one<{ n: number }>(sql`select count(*)::int as n from applications a join projects p on p.id = a.project_id where p.status = 'draft'`);
    expect(drafts.n).toBe(0);
  });

  it("when run, then reviews exist only on completed projects, between the producer and an accepted artist", async () => {
    const total = await one<{ n: number }>(sql`select count(*)::int as n from reviews`);
    expect(total.n).toBeGreaterThan(0);
    const bad = await rows(sql`
      select r.id from reviews r join projects p on p.id = r.project_id
      where p.status <> 'completed'
         or r.rating not between 3 and 5
         or length(r.comment) not between 10 and 500
         or not (
           (r.reviewer_id = p.producer_id and exists (select 1 from applications a where a.project_id = p.id and a.artist_id = r.reviewee_id and a.status in ('accepted', 'invited_accepted')))
           or (r.reviewee_id = p.producer_id and exists (select 1 from applications a where a.project_id = p.id and a.artist_id = r.reviewer_id and a.status in ('accepted', 'invited_accepted'))))`);
    expect(bad).toEqual([]);
  });

  it("when run, then every project's search tokens are those the API writes (tag and region filters find seeded projects)", async () => {
    const projects = await rows<{
      title: string;
      description: string;
      location: string | null;
      search_tokens: string[];
      tags: string[] | null;
      roles: Array<{ name: string; category: string; fee: { kind: string } }> | null;
    }>(
      sql`select p.title, p.description, p.location, p.search_tokens,
                 array_remove(array_agg(t.name), null) as tags,
                 (select json_agg(json_build_object('name', r.name, 'category', r.category, 'fee', json_build_object('kind', r.fee_kind)) order by r.position)
                    from project_roles r where r.project_id = p.id) as roles
          from projects p left join project_tags pt on pt.project_id = p.id left join user_tags t on t.id = pt.tag_id
          group by p.id`,
    );
    for (const p of projects) {
      const expected = projectSearchTokens({ title: p.title, description: p.description, tags: p.tags ?? [], location: p.location, roles: p.roles ?? [] });
      expect(new Set(p.search_tokens), p.title).toEqual(new Set(expected));
    }
  });

  it("when run, then every community post's search tokens are those the API writes (the tag filter finds seeded posts)", async () => {
    const posts = await rows<{ content: string; search_tokens: string[]; tags: string[] | null }>(
      sql`select p.content, p.search_tokens, array_remove(array_agg(t.name), null) as tags
          from community_posts p left join community_post_tags pt on pt.post_id = p.id left join user_tags t on t.id = pt.tag_id
          group by p.id`,
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      expect(new Set(p.search_tokens), p.content.slice(0, 30)).toEqual(new Set(postSearchTokens({ content: p.content, tags: p.tags ?? [] })));
    }
  });

  it("when run, then every user's search tokens are those profile edits write (directory tag and region filters find seeded people)", async () => {
    const people = await rows<{
      first_name: string | null;
      last_name: string | null;
      bio: string | null;
      location: string | null;
      search_tokens: string[];
      tags: string[] | null;
    }>(
      sql`select u.first_name, u.last_name, u.bio, u.location, u.search_tokens,
                 array_remove(array_agg(t.name), null) as tags
          from users u left join user_tag_links l on l.user_id = u.id left join user_tags t on t.id = l.tag_id
          where not u.is_deleted
          group by u.id`,
    );
    expect(people.length).toBeGreaterThan(0);
    for (const u of people) {
      const expected = userSearchTokens({ firstName: u.first_name, lastName: u.last_name, bio: u.bio, location: u.location, tags: u.tags ?? [] });
      expect(new Set(u.search_tokens), `${u.last_name}${u.first_name}`).toEqual(new Set(expected));
    }
  });

  it("when run, then like, comment and tag usage counters agree with their rows", async () => {
    const posts = await one<{ n: number; bad: number }>(sql`
      select count(*)::int as n, count(*) filter (where
        p.like_count <> (select count(*) from community_likes l where l.post_id = p.id)
        or p.comment_count <> (select count(*) from community_comments c where c.post_id = p.id and not c.is_deleted))::int as bad
      from community_posts p`);
    expect(posts.n).toBeGreaterThanOrEqual(25);
    expect(posts.bad).toBe(0);
    const comments = await one<{ bad: number; replies: number }>(sql`
      select count(*) filter (where c.like_count <> (select count(*) from community_comment_likes l where l.comment_id = c.id))::int as bad,
             count(*) filter (where c.parent_id is not null)::int as replies
      from community_comments c`);
    expect(comments.bad).toBe(0);
    expect(comments.replies).toBeGreaterThan(0);
    const tags = await one<{ bad: number }>(sql`
      select count(*)::int as bad from user_tags t where t.usage_count <>
        (select count(*) from user_tag_links l where l.tag_id = t.id)
        + (select count(*) from project_tags l where l.tag_id = t.id)
        + (select count(*) from portfolio_tags l where l.tag_id = t.id)
        + (select count(*) from community_post_tags l where l.tag_id = t.id)`);
    expect(tags.bad).toBe(0);
    const types = await rows<{ post_type: string }>(sql`select distinct post_type from community_posts`);
    expect(types.map((t) => t.post_type).sort()).toEqual([...POST_TYPES].sort());
  });

  it("when run, then project dates, budgets and applications follow the rules", async () => {
    const badDates = await rows(sql`
      select id from projects
      where deadline > start_date or start_date > end_date
         or (status <> 'draft' and deadline is null)
         or created_at > now() or created_at < now() - interval '91 days'`);
    expect(badDates).toEqual([]);
    const budgets = await rows<{ budget: string | null; budget_min: number | null; budget_max: number | null }>(
      sql`select distinct budget, budget_min, budget_max from projects`,
    );
    for (const b of budgets) expect({ min: b.budget_min, max: b.budget_max }).toEqual(parseBudget(b.budget));
    const letters = await one<{ bad: number }>(sql`
      select count(*)::int as bad from applications
      where (status = 'invited_accepted') <> (cover_letter is null)
         or length(cover_letter) not between 50 and 1000
         or (status = 'rejected' and reason is null)`);
    expect(letters.bad).toBe(0);
    const future = await one<{ bad: number }>(sql`
      select (select count(*) from applications where applied_at > now() or updated_at > now() or updated_at < applied_at)::int
           + (select count(*) from invitations where created_at > now() or updated_at < created_at)::int
           + (select count(*) from reviews where created_at > now())::int
           + (select count(*) from messages where created_at > now())::int
           + (select count(*) from notifications where created_at > now())::int
           + (select count(*) from community_comments where created_at > now())::int as bad`);
    expect(future.bad).toBe(0);
    const tokens = await one<{ bad: number }>(sql`
      select (select count(*) from users where cardinality(search_tokens) = 0)::int
           + (select count(*) from projects where cardinality(search_tokens) = 0)::int as bad`);
    expect(tokens.bad).toBe(0);
  });

  it("when run, then messages only join people who share a project, and the demo accounts have unread ones", async () => {
    const strangers = await one<{ n: number }>(sql`
      select count(*)::int as n from messages m join projects p on p.id = m.project_id
      where not exists (
        select 1 from applications a where a.project_id = p.id
          and ((a.artist_id = m.sender_id and p.producer_id = m.receiver_id) or (a.artist_id = m.receiver_id and p.producer_id = m.sender_id))
        union all
        select 1 from invitations i where i.project_id = p.id
          and ((i.artist_id = m.sender_id and i.producer_id = m.receiver_id) or (i.artist_id = m.receiver_id and i.producer_id = m.sender_id)))`);
    expect(strangers.n).toBe(0);
    const unread = await rows<{ email: string; n: number }>(sql`
      select u.email, count(*)::int as n from messages m join users u on u.id = m.receiver_id
      where not m.read and u.email in (${DEMO_PRODUCER_EMAIL}, ${DEMO_ARTIST_EMAIL}) group by u.email`);
    expect(unread).toHaveLength(2);
    const invitationMessages = await one<{ n: number }>(
      sql`select count(*)::int as n from messages where message_type = 'invitation' and invitation_status is not null`,
    );
    expect(invitationMessages.n).toBeGreaterThan(0);
  });

  it("when run, then each demo account has notifications of every type, some read and some unread", async () => {
    for (const email of [DEMO_PRODUCER_EMAIL, DEMO_ARTIST_EMAIL]) {
      const list = await rows<{ type: string; read: boolean }>(
        sql`select n.type, n.read from notifications n join users u on u.id = n.user_id where u.email = ${email}`,
      );
      expect(new Set(list.map((n) => n.type))).toEqual(new Set(NOTIFICATION_TYPES));
      expect(list.some((n) => n.read)).toBe(true);
      expect(list.some((n) => !n.read)).toBe(true);
    }
  });
});
