import { describe, expect, it } from "vitest";
import { applicationTriage, notifications } from "@shared/schema/index";
import { insertPost } from "../../factories/community";
import { insertPerson } from "../../factories/profiles";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { countQueries } from "../../setup/query-counter";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { insertMessage, pair } from "../messages/helpers";

const t = await createTestApp();

/**
 * The hot endpoints of the benchmark (bench/scenarios.ts) beyond the projects' own (query-counts.test.ts):
 * each sends the same number of statements for a few rows and for many, pinned, so an N+1 cannot come
 * back unnoticed. A member's request includes reading its session.
 */
describe("statements per request of the other hot endpoints stay fixed", () => {
  it("GET /api/artists and /api/producers: the same for 2 and 16 people", async () => {
    for (let i = 0; i < 2; i += 1) await insertPerson(t.db, { userType: "artist", emailVerified: true, bio: "쿼리가 적은 작가", tags: ["회화"] });
    for (let i = 0; i < 16; i += 1) await insertPerson(t.db, { userType: "artist", emailVerified: true, bio: "쿼리나 많은 작가", tags: ["회화", "조각"] });
    const few = await countQueries(() => t.request.get("/api/artists").query({ search: "쿼리가" }));
    const many = await countQueries(() => t.request.get("/api/artists").query({ search: "쿼리나" }));
    expect(few.result.body.items).toHaveLength(2);
    expect(many.result.body.items).toHaveLength(16);
    // One statement: the page's cards (ratings, tags, portfolio images) with the capped count.
    expect(few.count).toBe(1);
    expect(many.count).toBe(1);
    await insertPerson(t.db, { userType: "producer", emailVerified: true, bio: "쿼리다 제작자" });
    const producers = await countQueries(() => t.request.get("/api/producers").query({ search: "쿼리다" }));
    expect(producers.result.body.items).toHaveLength(1);
    // ... the completed projects per producer in the same statement.
    expect(producers.count).toBe(1);
    // A page without rows has none to carry the count: it is counted in a second statement.
    const none = await countQueries(() => t.request.get("/api/artists").query({ search: "쿼리가", offset: 10 }));
    expect(none.result.body).toMatchObject({ items: [], total: 2, totalCapped: false, hasMore: false });
    expect(none.count).toBe(2);
  });

  it("GET /api/community/posts: the same for 2 and 10 posts (the count is capped, not exact over every post)", async () => {
    const author = await insertUser(t.db);
    for (let i = 0; i < 2; i += 1) await insertPost(t.db, author.id, { content: `쿼리라 적은 글 ${i}` });
    for (let i = 0; i < 12; i += 1) await insertPost(t.db, author.id, { content: `쿼리마 많은 글 ${i}`, tags: ["회화"] });
    const few = await countQueries(() => t.request.get("/api/community/posts").query({ search: "쿼리라" }));
    const many = await countQueries(() => t.request.get("/api/community/posts").query({ search: "쿼리마" }));
    expect(few.result.body).toMatchObject({ total: 2, totalCapped: false, hasMore: false });
    expect(many.result.body).toMatchObject({ total: 12, totalCapped: false, hasMore: true });
    expect(many.result.body.items).toHaveLength(10);
    // One statement: the page's posts with authors, tags and likes, and the capped count.
    expect(few.count).toBe(1);
    expect(many.count).toBe(1);
  });

  it("GET /api/messages/{userId} and GET /api/notifications: the same for 2 rows and 60", async () => {
    const small = await pair(t);
    const large = await pair(t);
    const at = (i: number) => new Date(Date.now() - (100 - i) * 60_000);
    for (let i = 0; i < 2; i += 1)
      await insertMessage(t, { senderId: small.producer.id, receiverId: small.artist.id, content: `메시지 ${i}`, read: true, createdAt: at(i) });
    for (let i = 0; i < 60; i += 1)
      await insertMessage(t, { senderId: large.producer.id, receiverId: large.artist.id, content: `메시지 ${i}`, read: true, createdAt: at(i) });
    const few = await countQueries(() => small.artistAgent.get(`/api/messages/${small.producer.id}`));
    const many = await countQueries(() => large.artistAgent.get(`/api/messages/${large.producer.id}`));
    expect(few.result.status).toBe(200);
    expect(many.result.body.hasMore).toBe(true);
    // session, then one statement: the counterpart, the read marking (nothing unread: no event), the page.
    expect(few.count).toBe(2);
    expect(many.count).toBe(2);

    const row = (userId: string, i: number) => ({ userId, title: "알림", message: `알림 ${i}`, type: "system" as const, createdAt: at(i) });
    await t.db.insert(notifications).values([0, 1].map((i) => row(small.artist.id, i)));
    await t.db.insert(notifications).values(Array.from({ length: 60 }, (_, i) => row(large.artist.id, i)));
    const fewN = await countQueries(() => small.artistAgent.get("/api/notifications"));
    const manyN = await countQueries(() => large.artistAgent.get("/api/notifications"));
    expect(fewN.result.body).toHaveLength(2);
    expect(manyN.result.body).toHaveLength(60);
    expect(fewN.count).toBe(2);
    expect(manyN.count).toBe(2);
  });

  it("POST /api/messages and POST /api/applications: a fixed number of statements per write", async () => {
    const { producer, artistAgent } = await pair(t);
    const sent = await countQueries(() => artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "일정 확인 부탁드립니다." }));
    expect(sent.result.status).toBe(201);
    const again = await countQueries(() => artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "한 번 더 보냅니다." }));
    expect(again.result.status).toBe(201);
    // session, write limit, the receiver with the sender's name and the can-contact rule, then one
    // statement writing the message, the notification (first of a burst only) and both events.
    expect(sent.count).toBe(PINNED.messageFirst);
    expect(again.count).toBe(PINNED.messageAgain);

    const { agent } = await signedIn(t, "artist");
    const project = await insertProject(t.db, { producerId: producer.id });
    const applied = await countQueries(() =>
      agent
        .post("/api/applications")
        .send({ projectId: project.id, coverLetter: "안녕하세요. 프로젝트 소개를 보고 지원합니다. 관련 작업 경험이 있고 일정도 맞출 수 있습니다." }),
    );
    expect(applied.result.status).toBe(201);
    // session, write limit, the project with the artist's existing application, then one statement
    // writing the application, the notification and its event.
    expect(applied.count).toBe(PINNED.application);
  });

  it("GET /api/projects/{id}/applicants: the same for 2 applicants and 30, for every filter and sort, past the last page too", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const few = await insertProject(t.db, { producerId: user.id });
    const many = await insertProject(t.db, { producerId: user.id });
    for (const [project, n] of [
      [few, 2],
      [many, 30],
    ] as const) {
      for (let i = 0; i < n; i += 1) {
        const artist = await insertPerson(t.db, { userType: "artist", location: "서울", tags: ["연기"] });
        const application = await insertApplication(t.db, { projectId: project.id, artistId: artist.id });
        if (i % 2 === 0) await t.db.insert(applicationTriage).values({ applicationId: application.id, projectId: project.id, label: "shortlist", rating: 4 });
      }
    }
    for (const query of ["", "sort=rating", "label=shortlist", "label=none&sort=rating", "minRating=3", "region=서울&tag=연기&hasMedia=false", "offset=100"]) {
      for (const [project, n] of [
        [few, 2],
        [many, 30],
      ] as const) {
        const res = await countQueries(() => agent.get(`/api/projects/${project.id}/applicants?${query}`));
        expect(res.result.status, query).toBe(200);
        if (!query) expect(res.result.body.total).toBe(n);
        // session, the caller's place in the team, then one statement: the total, the page and its items.
        expect(res.count, `${query} (${n})`).toBe(3);
      }
    }
  });
});

/** Statements per write, as sent today (transaction BEGIN/COMMIT not counted). */
const PINNED = { messageFirst: 4, messageAgain: 4, application: 4 };
