import { describe, expect, it } from "vitest";
import { userSearchTokens } from "@shared/search-tokens";
import { dayFromToday, insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

describe("GET /api/recommendations/projects", () => {
  it("when an artist has specialty tags and a region, then open projects sharing them come first (more tags, same region, nearer deadline), without applied, declined, closed or unrelated ones", async () => {
    const { agent, user } = await signedIn(t, "artist", {
      location: "부산",
      searchTokens: userSearchTokens({ firstName: "민", lastName: "이", location: "부산", tags: ["무용", "연극"] }),
    });
    const producer = await insertUser(t.db, { userType: "producer" });
    const p = (title: string, over: Record<string, unknown>) => insertProject(t.db, { producerId: producer.id, title, ...over });
    const both = await p("둘 다 맞음", { tags: ["무용", "연극"], location: "서울", deadline: dayFromToday(20) });
    const oneHere = await p("하나 + 부산", { tags: ["무용"], location: "부산", deadline: dayFromToday(25) });
    const oneSoon = await p("하나 마감 임박", { tags: ["연극"], location: "서울", deadline: dayFromToday(3) });
    const oneLate = await p("하나 마감 늦음", { tags: ["연극"], location: "서울", deadline: dayFromToday(28) });
    const placeOnly = await p("부산만", { tags: ["사진"], location: "부산", deadline: dayFromToday(10) });
    await p("관련 없음", { tags: ["사진"], location: "서울" });
    await p("마감 지남", { tags: ["무용"], location: "부산", deadline: dayFromToday(-1), startDate: dayFromToday(5) });
    await p("임시저장", { tags: ["무용"], status: "draft" });
    const applied = await p("지원함", { tags: ["무용", "연극"], location: "부산" });
    await insertApplication(t.db, { projectId: applied.id, artistId: user.id });
    const declined = await p("초대 거절", { tags: ["무용", "연극"], location: "부산" });
    await insertInvitation(t.db, { projectId: declined.id, producerId: producer.id, artistId: user.id, status: "rejected" });

    const res = await agent.get("/api/recommendations/projects").expect(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([both.id, oneHere.id, oneSoon.id, oneLate.id, placeOnly.id]);
    expect(res.body[0]).toMatchObject({ title: "둘 다 맞음", status: "published" });
  });

  it("when a producer or a visitor asks, then 403 or 401", async () => {
    const { agent } = await signedIn(t, "producer");
    expect((await agent.get("/api/recommendations/projects").expect(403)).body.message).toBe("아티스트만 이용할 수 있습니다.");
    await t.request.get("/api/recommendations/projects").expect(401);
  });
});
