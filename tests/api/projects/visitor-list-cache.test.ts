import { describe, expect, it } from "vitest";
import { createTestApp } from "../../setup/test-app";
import { signedIn } from "../../setup/signed-in";
import { CONDITIONS, dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";

// This file runs the app with the visitors' search cache on, as production does.
const t = await createTestApp({ projectListCacheMs: 60_000 });

describe("GET /api/projects with the visitors' micro-cache", () => {
  it("when a visitor repeats a search, then the answer is reused; a signed-in member sees new rows at once; a write through the API clears it", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    await insertProject(t.db, { producerId: producer.id, title: "캐시 확인용 사진전", status: "published" });
    const first = await t.request.get("/api/projects").query({ search: "캐시" });
    expect(first.body.total).toBe(1);

    // A row written behind the API's back is not seen by visitors until the entry expires or is cleared ...
    await insertProject(t.db, { producerId: producer.id, title: "캐시 확인용 두번째 전시", status: "published" });
    expect((await t.request.get("/api/projects").query({ search: "캐시" })).body.total).toBe(1);

    // ... but members are never served from it.
    const { agent } = await signedIn(t, "producer");
    expect((await agent.get("/api/projects").query({ search: "캐시" })).body.total).toBe(2);

    // A project written through the API clears the cache for everyone.
    const created = await agent.post("/api/projects").send({
      title: "캐시 확인용 세번째 전시",
      description: "설명",
      status: "published",
      tags: ["사진"],
      location: "서울",
      deadline: dayFromToday(10),
      conditions: CONDITIONS,
    });
    expect(created.status).toBe(201);
    expect((await t.request.get("/api/projects").query({ search: "캐시" })).body.total).toBe(3);
  });
});
