import { describe, expect, it } from "vitest";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { countQueries } from "../../setup/query-counter";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** A producer with `n` published projects, each with two tags and one application. */
async function catalogue(n: number) {
  const producer = await insertUser(t.db, { userType: "producer" });
  const artist = await insertUser(t.db, { userType: "artist" });
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const p = await insertProject(t.db, { producerId: producer.id, title: `쿼리수 전시 ${i}`, tags: ["회화", "설치"] });
    await insertApplication(t.db, { projectId: p.id, artistId: artist.id });
    ids.push(p.id);
  }
  return { producer, ids };
}

describe("statements per request stay fixed whatever the number of rows (N+1 guard)", () => {
  it("GET /api/projects: the same number of statements for a page of 2 and a page of 20", async () => {
    const small = await catalogue(2);
    const large = await catalogue(20);
    const a = await countQueries(() => t.request.get("/api/projects").query({ producer: small.producer.id }));
    const b = await countQueries(() => t.request.get("/api/projects").query({ producer: large.producer.id }));
    expect(a.result.body.items).toHaveLength(2);
    expect(b.result.body.items).toHaveLength(20);
    // The page's ids and the capped count from one walk over the newest matches, then the page's rows with
    // producers, tags and counts in one statement.
    expect(a.count).toBe(2);
    expect(b.count).toBe(2);
  });

  it("GET /api/projects with no filter: one statement for the page, its cards and the count (decision 053)", async () => {
    await catalogue(20);
    const { count, result } = await countQueries(() => t.request.get("/api/projects"));
    expect(result.body.items).toHaveLength(20);
    expect(result.body.hasMore).toBe(true);
    expect(count).toBe(1);
  });

  it("GET /api/projects with a search: fixed", async () => {
    await catalogue(3);
    // The first search of a set of words in ten minutes also reads their frequencies from the planner's
    // statistics (decision 045: which table the window is read from); later ones find them cached.
    const first = await countQueries(() => t.request.get("/api/projects").query({ search: "쿼리수" }));
    expect(first.count).toBe(3);
    const { count, result } = await countQueries(() => t.request.get("/api/projects").query({ search: "쿼리수" }));
    expect(result.status).toBe(200);
    expect(result.body.items.length).toBeGreaterThanOrEqual(3);
    // The ranked page's ids and the capped count from one walk over the newest matches (decision 027), then
    // the page's rows with producers, tags and counts.
    expect(count).toBe(2);
  });

  it("GET /api/projects/{id}: fixed for a guest and for a signed-in artist", async () => {
    const { ids } = await catalogue(1);
    const guest = await countQueries(() => t.request.get(`/api/projects/${ids[0]}`));
    const { agent } = await signedIn(t, "artist");
    const member = await countQueries(() => agent.get(`/api/projects/${ids[0]}`));
    expect(guest.result.status).toBe(200);
    expect(member.result.status).toBe(200);
    // The page in one statement; views are written later in batches (view-counter.ts); a member's session is
    // read too (its expiry is written at most once a minute, and the sign-in just wrote it).
    expect(guest.count).toBe(1);
    expect(member.count).toBe(2);
  });
});
