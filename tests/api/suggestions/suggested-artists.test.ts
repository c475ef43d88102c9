import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SUGGESTIONS_LIMIT } from "@shared/constants";
import { userBlocks } from "@shared/schema/index";
import { insertPerson } from "../../factories/profiles";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** Tag and region names of one test, so the artists of the file's other tests never share them. */
function names() {
  const k = randomUUID().slice(0, 6);
  return { dance: `현대무용${k}`, theatre: `연극${k}`, photo: `사진${k}`, busan: `부산${k}`, seoul: `서울${k}` };
}

describe("GET /api/projects/:id/suggested-artists", () => {
  it("when the producer asks for a project, then artists sharing its tags and region come ranked with why, without applied, invited, withdrawn, blocked or unrelated ones", async () => {
    const n = names();
    const { agent, user: producer } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.id, title: "겨울 무용 공연", location: n.busan, tags: [n.dance, n.theatre] });
    const artist = (firstName: string, tags: string[], location: string | null, over: Record<string, unknown> = {}) =>
      insertPerson(t.db, { userType: "artist", firstName, lastName: "김", location, tags, ...over });

    const both = await artist("둘다부산", [n.dance, n.theatre, n.photo], n.busan, { bio: "무용과 연극을 오가는 퍼포머입니다." });
    const bothElsewhere = await artist("둘다서울", [n.theatre, n.dance], n.seoul);
    const oneHere = await artist("하나부산", [n.dance], n.busan);
    const oneElsewhere = await artist("하나서울", [n.theatre], n.seoul);
    const placeOnly = await artist("부산만", [n.photo], n.busan);
    await artist("관련없음", [n.photo], n.seoul);
    const applied = await artist("지원함", [n.dance], n.busan);
    await insertApplication(t.db, { projectId: project.id, artistId: applied.id });
    const withdrew = await artist("지원철회", [n.dance], n.busan);
    await insertApplication(t.db, { projectId: project.id, artistId: withdrew.id, status: "withdrawn" });
    const invited = await artist("초대함", [n.dance], n.busan);
    await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: invited.id });
    const declined = await artist("초대거절", [n.dance], n.busan);
    await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: declined.id, status: "rejected" });
    const blocked = await artist("차단", [n.dance], n.busan);
    await t.db.insert(userBlocks).values({ blockerId: blocked.id, blockedId: producer.id });
    await artist("탈퇴", [n.dance], n.busan, { isDeleted: true });
    await artist("미인증", [n.dance], n.busan, { emailVerified: false });
    await insertPerson(t.db, { userType: "producer", firstName: "제작자", tags: [n.dance], location: n.busan });

    const res = await agent.get(`/api/projects/${project.id}/suggested-artists`).expect(200);
    const body = res.body as Array<{ id: string; matchedTags: string[]; sameLocation: boolean; score: number }>;
    expect(body.map((a) => a.id)).toEqual([both.id, bothElsewhere.id, oneHere.id, oneElsewhere.id, placeOnly.id]);
    expect(body[0]).toMatchObject({
      firstName: "둘다부산",
      lastName: "김",
      location: n.busan,
      bio: "무용과 연극을 오가는 퍼포머입니다.",
      sameLocation: true,
      score: 5,
    });
    expect(body[0]).not.toHaveProperty("email");
    expect([...(body[0] as unknown as { specialties: string[] }).specialties].sort()).toEqual([n.dance, n.photo, n.theatre].sort());
    // matchedTags follow the project's tag order (as the project page lists them).
    expect(body.map((a) => [[...a.matchedTags].sort(), a.sameLocation, a.score])).toEqual([
      [[n.dance, n.theatre].sort(), true, 5],
      [[n.dance, n.theatre].sort(), false, 4],
      [[n.dance], true, 3],
      [[n.theatre], false, 2],
      [[], true, 1],
    ]);
  });

  it(`when many artists match, then at most ${SUGGESTIONS_LIMIT} come, best first; a project sharing nothing with anyone gets an empty list`, async () => {
    const n = names();
    const { agent, user: producer } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.id, location: n.busan, tags: [n.dance] });
    const best = await insertPerson(t.db, { userType: "artist", tags: [n.dance], location: n.busan });
    for (let i = 0; i < SUGGESTIONS_LIMIT + 2; i += 1) await insertPerson(t.db, { userType: "artist", tags: [n.dance], location: n.seoul });
    const res = await agent.get(`/api/projects/${project.id}/suggested-artists`).expect(200);
    expect(res.body).toHaveLength(SUGGESTIONS_LIMIT);
    expect(res.body[0].id).toBe(best.id);

    const lonely = await insertProject(t.db, { producerId: producer.id, location: null, tags: [names().photo] });
    expect((await agent.get(`/api/projects/${lonely.id}/suggested-artists`).expect(200)).body).toEqual([]);
  });

  it("when another producer, an artist or a visitor asks, then 403 or 401; an unknown project or another producer's draft is a 404", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id, tags: [names().dance] });
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft" });
    const other = await signedIn(t, "producer");
    const artist = await signedIn(t, "artist");
    expect((await other.agent.get(`/api/projects/${project.id}/suggested-artists`).expect(403)).body.message).toBe(
      "프로젝트를 등록한 제작자만 볼 수 있습니다.",
    );
    await artist.agent.get(`/api/projects/${project.id}/suggested-artists`).expect(403);
    await t.request.get(`/api/projects/${project.id}/suggested-artists`).expect(401);
    expect((await other.agent.get(`/api/projects/${draft.id}/suggested-artists`).expect(404)).body.message).toBe("프로젝트를 찾을 수 없습니다");
    await other.agent.get("/api/projects/99999999/suggested-artists").expect(404);
    await other.agent.get("/api/projects/abc/suggested-artists").expect(404);
  });
});
