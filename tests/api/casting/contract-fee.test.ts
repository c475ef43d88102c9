import { describe, expect, it } from "vitest";
import { projectPayload } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const COVER = "안녕하세요. 단편영화와 연극 무대에서 활동해 온 배우입니다. 이번 작품의 인물에 깊이 공감하여 지원합니다.";
const ROLES = [
  { name: "주연", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 1_200_000 } },
  { name: "조연", category: "배우", headcount: 2, fee: { kind: "per_day", amount: 150_000 } },
  { name: "연주", category: "음악", headcount: 1, fee: { kind: "per_session", amount: 80_000 } },
  { name: "스태프", category: "스태프", headcount: 1, fee: { kind: "unpaid" } },
  { name: "조명", category: "조명", headcount: 1, fee: { kind: "negotiable" } },
];

/** A published casting project (10 days: start to end) and an artist accepted for the roles at `roleIndexes`. */
async function accepted(roleIndexes: number[], over: Record<string, unknown> = {}) {
  const producer = await signedIn(t, "producer");
  const res = await producer.agent
    .post("/api/projects")
    .send(projectPayload({ title: "단편영화 <겨울>", roles: ROLES, startDate: "2030-03-01", endDate: "2030-03-10", deadline: "2030-02-01", ...over }));
  expect(res.status).toBe(201);
  const project = res.body;
  const artist = await signedIn(t, "artist");
  for (const i of roleIndexes) {
    const app = await artist.agent.post("/api/applications").send({ projectId: project.id, roleId: project.roles[i].id, coverLetter: COVER });
    expect(app.status).toBe(201);
    expect((await producer.agent.patch(`/api/applications/${app.body.id}/status`).send({ status: "accepted" })).status).toBe(200);
  }
  const draft = () => producer.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: artist.user.id });
  return { producer, artist, project, draft };
}

describe("a contract's fee starts from the accepted role's fee (issue 26)", () => {
  it("when the artist was accepted for a role with a fixed fee, then the draft's fee is that fee, in the document too, and the producer can still change it", async () => {
    const s = await accepted([0]);
    const res = await s.draft();
    expect(res.status).toBe(201);
    expect(res.body.terms).toMatchObject({ fee: 1_200_000, specialTerms: "" });
    expect(res.body.documentText).toContain("금 1,200,000원");
    expect(res.body.documentText).not.toContain("보수 미정");

    const edited = await s.producer.agent.put(`/api/contracts/${res.body.id}`).send({ ...res.body.terms, template: res.body.template, fee: 900_000 });
    expect(edited.status).toBe(200);
    expect(edited.body.terms.fee).toBe(900_000);
  });

  it("when the role is paid per day, then the fee is the daily fee times the project's days and the special terms say so", async () => {
    const s = await accepted([1]);
    const res = await s.draft();
    expect(res.status).toBe(201);
    expect(res.body.terms.fee).toBe(1_500_000);
    expect(res.body.terms.specialTerms).toBe("보수 산정 기준: '조연' 일당 150,000원 × 10일");
  });

  it("when the artist was accepted for two roles, then their fees add up", async () => {
    const s = await accepted([0, 1]);
    const res = await s.draft();
    expect(res.body.terms.fee).toBe(2_700_000);
  });

  it("when the artist was accepted for two roles, then the producer's contract, credit and accepted-artist lists name them once (with both roles)", async () => {
    const s = await accepted([0, 1]);
    const contracts = await s.producer.agent.get(`/api/projects/${s.project.id}/contracts`).expect(200);
    expect(contracts.body.artists.map((a: { artist: { id: string } }) => a.artist.id)).toEqual([s.artist.user.id]);
    const credits = await s.producer.agent.get(`/api/projects/${s.project.id}/credits`).expect(200);
    expect(credits.body.artists.map((a: { artist: { id: string } }) => a.artist.id)).toEqual([s.artist.user.id]);
    const team = await s.producer.agent.get(`/api/projects/${s.project.id}/accepted-artists`).expect(200);
    expect(team.body).toEqual([expect.objectContaining({ roles: ["주연", "조연"], artist: expect.objectContaining({ id: s.artist.user.id }) })]);
  });

  it("when the role is paid per session, negotiable or unpaid, then the fee stays empty for the producer to enter (a session rate is named)", async () => {
    const perSession = await (await accepted([2])).draft();
    expect(perSession.body.terms).toMatchObject({ fee: null, specialTerms: "보수 산정 기준: '연주' 회당 80,000원" });
    expect(perSession.body.documentText).toContain("보수 미정");
    expect((await (await accepted([3])).draft()).body.terms).toMatchObject({ fee: null, specialTerms: "" });
    expect((await (await accepted([4])).draft()).body.terms).toMatchObject({ fee: null, specialTerms: "" });
  });

  it("when a daily fee's project has no end date, then the fee stays empty and the rate is named without a day count", async () => {
    const s = await accepted([1], { endDate: null });
    const res = await s.draft();
    expect(res.body.terms).toMatchObject({ fee: null, specialTerms: "보수 산정 기준: '조연' 일당 150,000원" });
  });
});
