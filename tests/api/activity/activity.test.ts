import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityCredits, contracts, notifications } from "@shared/schema/index";
import { dayFromToday, insertApplication, insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const samplePdf = path.resolve(import.meta.dirname, "../../fixtures/sample.pdf");

/** A completed project of a new producer with one accepted artist (and, when asked, a second one). */
async function completed(over: { status?: "completed" | "in_progress"; second?: boolean } = {}) {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, {
    producerId: producer.user.id,
    title: "한강 야외 조각 전시",
    status: over.status ?? "completed",
    startDate: dayFromToday(-120),
    endDate: dayFromToday(-60),
    deadline: dayFromToday(-130),
    tags: ["조각", "설치미술"],
  });
  await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
  const second = over.second ? await signedIn(t, "artist", { firstName: "하늘", lastName: "김" }) : null;
  if (second) await insertApplication(t.db, { projectId: project.id, artistId: second.user.id, status: "invited_accepted" });
  return { producer, artist, second, project };
}
type Setup = Awaited<ReturnType<typeof completed>>;

const creditOf = (s: Setup, over: Record<string, unknown> = {}) => ({
  artistId: s.artist.user.id,
  role: "조각 작가 (작품 3점 출품)",
  startDate: dayFromToday(-120),
  endDate: dayFromToday(-60),
  presentedOn: dayFromToday(-70),
  presentedPlace: "서울 여의도 한강공원",
  feePaid: true,
  feeAmount: 3_500_000,
  ...over,
});

async function confirm(s: Setup, credits = [creditOf(s)]) {
  const res = await s.producer.agent.post(`/api/projects/${s.project.id}/credits`).send({ credits });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function myCredit(s: Setup) {
  const res = await s.artist.agent.get("/api/activity").expect(200);
  return res.body.credits[0];
}

async function verified(s: Setup) {
  await confirm(s);
  const credit = await myCredit(s);
  expect((await s.artist.agent.post(`/api/credits/${credit.id}/accept`).send({})).status).toBe(200);
  return credit.id as number;
}

describe("dates hold (issue 31)", () => {
  it("when a credit's dates are still ahead, then 400 says it can be issued once they have passed; today's end is fine", async () => {
    const s = await completed();
    const ahead = await s.producer.agent
      .post(`/api/projects/${s.project.id}/credits`)
      .send({ credits: [creditOf(s, { startDate: dayFromToday(-3), endDate: dayFromToday(20), presentedOn: dayFromToday(30) })] });
    expect(ahead.status).toBe(400);
    expect(ahead.body.fieldErrors["credits.0.endDate"]).toEqual([
      "참여 기록은 활동이 끝난 뒤에 남길 수 있습니다. 참여 종료일이 오늘 이후라 아직 확인할 수 없습니다.",
    ]);
    expect(ahead.body.fieldErrors["credits.0.presentedOn"]).toEqual(["공개 발표일이 오늘 이후라 아직 확인할 수 없습니다. 발표가 끝난 뒤에 남겨주세요."]);
    const startAhead = await s.producer.agent
      .post(`/api/projects/${s.project.id}/credits`)
      .send({ credits: [creditOf(s, { startDate: dayFromToday(5), endDate: dayFromToday(6), presentedOn: null })] });
    expect(startAhead.status).toBe(400);
    expect(startAhead.body.fieldErrors["credits.0.startDate"]).toEqual(["참여 시작일이 오늘 이후라 아직 확인할 수 없습니다. 활동이 끝난 뒤에 남겨주세요."]);
    await confirm(s, [creditOf(s, { startDate: dayFromToday(-3), endDate: dayFromToday(0), presentedOn: null })]);
  });

  it("when a verified credit lies ahead of today (recorded before the rule), then every record window includes it, marked as upcoming", async () => {
    const s = await completed();
    await verified(s);
    await t.db
      .update(activityCredits)
      .set({ startDate: dayFromToday(80), endDate: dayFromToday(90) })
      .where(eq(activityCredits.artistId, s.artist.user.id));
    for (const years of [1, 3, 5]) {
      const built = await s.artist.agent.post("/api/activity/records").send({ years });
      expect(built.status, built.text).toBe(201);
      expect(built.body.credits).toBe(1);
      const page = await t.request.get(`/api/records/verify/${built.body.verifyCode}`).expect(200);
      expect(page.body.entries[0]).toMatchObject({ kind: "credit", title: "한강 야외 조각 전시", upcoming: true });
    }
  });
});

describe("confirming a credit: only the two parties", () => {
  it("when the producer confirms an accepted artist of the completed project, then the credit waits for the artist and is not verified yet", async () => {
    const s = await completed({ second: true });
    const panel = await confirm(s, [creditOf(s), creditOf(s, { artistId: s.second!.user.id, role: "설치 보조", feePaid: false, feeAmount: null })]);
    expect(panel.canConfirm).toBe(true);
    expect(panel.artists).toHaveLength(2);
    const first = panel.artists.find((a: { artist: { id: string } }) => a.artist.id === s.artist.user.id).credit;
    expect(first).toMatchObject({
      status: "pending",
      verified: false,
      role: "조각 작가 (작품 3점 출품)",
      feeAmount: 3_500_000,
      field: "설치미술, 조각",
      isPublic: true,
      feePublic: false,
    });
    const mine = await myCredit(s);
    expect(mine).toMatchObject({ id: first.id, status: "pending", verified: false });
    // The artist is told, and the bell leads to the '활동 증빙' tab (credit:{id}).
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.artist.user.id));
    expect(told.map((n) => [n.title, n.relatedId])).toEqual([["참여 확인 요청", `credit:${first.id}`]]);
    // Not on the profile until the artist accepts.
    expect((await t.request.get(`/api/users/${s.artist.user.id}/credits`).expect(200)).body).toEqual([]);
  });

  it("when someone else confirms, or the project is not completed, or the artist was not accepted, then 401 / 403 / 409 / 400 in Korean", async () => {
    const s = await completed();
    expect((await t.request.post(`/api/projects/${s.project.id}/credits`).send({ credits: [creditOf(s)] })).status).toBe(401);
    const other = await signedIn(t, "producer");
    const foreign = await other.agent.post(`/api/projects/${s.project.id}/credits`).send({ credits: [creditOf(s)] });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("프로젝트를 등록한 제작자만 참여를 확인할 수 있습니다.");
    // The artist cannot confirm their own credit.
    expect((await s.artist.agent.post(`/api/projects/${s.project.id}/credits`).send({ credits: [creditOf(s)] })).status).toBe(403);
    const stranger = await signedIn(t, "artist");
    const notAccepted = await s.producer.agent.post(`/api/projects/${s.project.id}/credits`).send({ credits: [creditOf(s, { artistId: stranger.user.id })] });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.fieldErrors["credits.0.artistId"]).toEqual(["승인된 참여 예술인의 참여만 확인할 수 있습니다."]);
    const bad = await s.producer.agent
      .post(`/api/projects/${s.project.id}/credits`)
      .send({ credits: [creditOf(s, { role: "", endDate: dayFromToday(-200), feeAmount: -1 })] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors["credits.0.role"]).toEqual(["역할을 입력해주세요."]);
    expect(bad.body.fieldErrors["credits.0.feeAmount"]).toEqual(["보수 금액은 0원 이상의 정수로 입력해주세요."]);
    const running = await completed({ status: "in_progress" });
    const early = await running.producer.agent.post(`/api/projects/${running.project.id}/credits`).send({ credits: [creditOf(running)] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("완료된 프로젝트에서만 참여를 확인할 수 있습니다. 먼저 프로젝트를 완료해주세요.");
    expect((await s.producer.agent.post(`/api/projects/999999/credits`).send({ credits: [creditOf(s)] })).status).toBe(404);
    expect((await other.agent.get(`/api/projects/${s.project.id}/credits`)).status).toBe(403);
  });

  it("when only the credited artist answers, then accepting verifies it; others (the producer too) get 403 and a second answer 409", async () => {
    const s = await completed();
    await confirm(s);
    const credit = await myCredit(s);
    const other = await signedIn(t, "artist");
    expect((await other.agent.post(`/api/credits/${credit.id}/accept`).send({})).status).toBe(403);
    expect((await s.producer.agent.post(`/api/credits/${credit.id}/accept`).send({})).status).toBe(403);
    expect((await t.request.post(`/api/credits/${credit.id}/accept`).send({})).status).toBe(401);
    const ok = await s.artist.agent.post(`/api/credits/${credit.id}/accept`).send({});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "verified", verified: true });
    expect(ok.body.acceptedAt).toBeTruthy();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.producer.user.id));
    expect(told.map((n) => [n.title, n.relatedId])).toEqual([["참여 확인 완료", String(s.project.id)]]);
    const again = await s.artist.agent.post(`/api/credits/${credit.id}/accept`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("확인 대기 중인 참여 기록에만 답할 수 있습니다.");
    // A verified credit cannot be re-confirmed with other facts.
    const change = await s.producer.agent.post(`/api/projects/${s.project.id}/credits`).send({ credits: [creditOf(s, { role: "다른 역할" })] });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe("양측이 이미 확인한 참여 기록은 바꿀 수 없습니다.");
  });

  it("when the artist asks for a correction, then it is not verified until the producer confirms again and the artist accepts", async () => {
    const s = await completed();
    await confirm(s);
    const credit = await myCredit(s);
    expect((await s.artist.agent.post(`/api/credits/${credit.id}/correction`).send({ note: "짧음" })).body.fieldErrors.note).toEqual([
      "수정할 내용을 5자 이상 적어주세요.",
    ]);
    const asked = await s.artist.agent.post(`/api/credits/${credit.id}/correction`).send({ note: "역할은 조각 작가 겸 설치 감독이었습니다." });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: "correction_requested", verified: false, correctionNote: "역할은 조각 작가 겸 설치 감독이었습니다." });
    // Accepting a credit under correction is refused; the producer's panel shows the note.
    expect((await s.artist.agent.post(`/api/credits/${credit.id}/accept`).send({})).status).toBe(409);
    const panel = await s.producer.agent.get(`/api/projects/${s.project.id}/credits`).expect(200);
    expect(panel.body.artists[0].credit.correctionNote).toBe("역할은 조각 작가 겸 설치 감독이었습니다.");
    await confirm(s, [creditOf(s, { role: "조각 작가 겸 설치 감독" })]);
    const again = await myCredit(s);
    expect(again).toMatchObject({ id: credit.id, status: "pending", verified: false, role: "조각 작가 겸 설치 감독", correctionNote: null });
    expect((await s.artist.agent.post(`/api/credits/${credit.id}/accept`).send({})).body.verified).toBe(true);
  });
});

describe("the profile's verified credits and the directory sort", () => {
  it("when a credit is verified, then the profile lists it without the fee until the artist shares the fee, and hides it when made private", async () => {
    const s = await completed();
    const id = await verified(s);
    const pub = await t.request.get(`/api/users/${s.artist.user.id}/credits`).expect(200);
    expect(pub.body).toHaveLength(1);
    expect(pub.body[0]).toMatchObject({ id, projectTitle: "한강 야외 조각 전시", producerName: "박서연", role: "조각 작가 (작품 3점 출품)", fee: null });
    expect(JSON.stringify(pub.body)).not.toContain("3500000");
    // Only the artist decides.
    expect((await s.producer.agent.patch(`/api/credits/${id}/sharing`).send({ feePublic: true })).status).toBe(403);
    expect((await s.artist.agent.patch(`/api/credits/${id}/sharing`).send({ feePublic: "yes" })).status).toBe(400);
    expect((await s.artist.agent.patch(`/api/credits/${id}/sharing`).send({ feePublic: true })).body.feePublic).toBe(true);
    expect((await t.request.get(`/api/users/${s.artist.user.id}/credits`)).body[0].fee).toEqual({ paid: true, amount: 3_500_000 });
    await s.artist.agent.patch(`/api/credits/${id}/sharing`).send({ isPublic: false }).expect(200);
    expect((await t.request.get(`/api/users/${s.artist.user.id}/credits`)).body).toEqual([]);
  });

  it("when artists are sorted by verified credits, then the one with a verified credit comes before newer artists without", async () => {
    const s = await completed();
    await verified(s);
    await signedIn(t, "artist", { firstName: "최신" });
    const res = await t.request.get("/api/artists?sortBy=verified&limit=50").expect(200);
    expect(res.body.items[0].id).toBe(s.artist.user.id);
  });
});

describe("self-reported activity", () => {
  it("when an artist adds activity with an uploaded evidence file, then it is listed as self-reported and never verified", async () => {
    const artist = await signedIn(t, "artist");
    const upload = await artist.agent.post("/api/upload").attach("file", samplePdf).expect(201);
    const res = await artist.agent.post("/api/activity/items").send({
      kind: "exhibition",
      title: "개인전 〈물의 기억〉",
      organizer: "갤러리 소금",
      place: "부산",
      startDate: dayFromToday(-300),
      endDate: dayFromToday(-280),
      evidenceUrls: [upload.body.url],
      verified: true,
    });
    expect(res.status).toBe(201);
    // Served to its owner only (issue 31), not at its upload address.
    expect(res.body).toMatchObject({ kind: "exhibition", verified: false, evidenceUrls: [upload.body.url.replace("/uploads/", "/api/activity/evidence/")] });
    const mine = await artist.agent.get("/api/activity").expect(200);
    expect(mine.body.items.map((i: { verified: boolean }) => i.verified)).toEqual([false]);
    expect(mine.body.credits).toEqual([]);
    expect((await t.request.get(`/api/users/${artist.user.id}/credits`)).body).toEqual([]);
  });

  it("when the evidence is not one of our uploads, the title is missing or a producer adds activity, then 400 / 403", async () => {
    const artist = await signedIn(t, "artist");
    const bad = await artist.agent
      .post("/api/activity/items")
      .send({ kind: "exhibition", title: "", startDate: "2025-01-01", evidenceUrls: ["https://evil.example/x.pdf"] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.title).toEqual(["활동명을 입력해주세요."]);
    expect(bad.body.fieldErrors["evidenceUrls.0"]).toEqual(["증빙 파일은 업로드한 PDF 또는 이미지만 첨부할 수 있습니다."]);
    const producer = await signedIn(t, "producer");
    const refused = await producer.agent.post("/api/activity/items").send({ kind: "exhibition", title: "전시", startDate: "2025-01-01" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("예술인만 활동 기록을 관리할 수 있습니다.");
    const item = (await artist.agent.post("/api/activity/items").send({ kind: "performance", title: "낭독 공연", startDate: "2025-01-01" })).body;
    expect((await producer.agent.delete(`/api/activity/items/${item.id}`)).status).toBe(403);
    expect((await artist.agent.delete(`/api/activity/items/${item.id}`)).status).toBe(200);
    expect((await artist.agent.delete(`/api/activity/items/${item.id}`)).status).toBe(404);
  });
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("the contract a credit cites", () => {
  it("when the contract was amended and both signed the amendment, then the credit cites the amendment once (not one credit per version)", async () => {
    const s = await completed();
    await verified(s);
    const signedContract = (code: string, pdfHash: string, amendsContractId: number | null = null) => ({
      projectId: s.project.id,
      producerId: s.producer.user.id,
      artistId: s.artist.user.id,
      template: "art" as const,
      status: "signed" as const,
      terms: {} as never,
      documentText: `계약서 ${code}`,
      documentHash: "a".repeat(64),
      verifyCode: code,
      pdfHash,
      signedAt: new Date(),
      amendsContractId,
    });
    const [original] = await t.db
      .insert(contracts)
      .values(signedContract("original-code-123", "b".repeat(64)))
      .returning();
    expect((await myCredit(s)).contract).toEqual({ pdfHash: "b".repeat(64), verifyCode: "original-code-123" });
    // An amendment both signed replaces it (what the countersignature writes).
    await t.db.insert(contracts).values(signedContract("amendment-code-123", "d".repeat(64), original!.id));
    await t.db.update(contracts).set({ supersededAt: new Date() }).where(eq(contracts.id, original!.id));
    const mine = (await s.artist.agent.get("/api/activity").expect(200)).body;
    expect(mine.credits).toHaveLength(1);
    expect(mine.credits[0].contract).toEqual({ pdfHash: "d".repeat(64), verifyCode: "amendment-code-123" });
  });
});

describe("the record and its public verify page", () => {
  it("when a record is built from chosen items, then the verify page lists exactly them, with fees only when included, and the PDF matches its hash", async () => {
    const s = await completed();
    const creditId = await verified(s);
    // A signed contract of the same project and artist: the credit links its PDF hash.
    await t.db.insert(contracts).values({
      projectId: s.project.id,
      producerId: s.producer.user.id,
      artistId: s.artist.user.id,
      template: "art",
      status: "signed",
      terms: {} as never,
      documentText: "계약서",
      documentHash: "a".repeat(64),
      verifyCode: "contract-code-123",
      pdfHash: "b".repeat(64),
      signedAt: new Date(),
    });
    const kept = (await s.artist.agent.post("/api/activity/items").send({ kind: "publication", title: "작품집 『돌의 시간』", startDate: dayFromToday(-200) }))
      .body;
    const left = (await s.artist.agent.post("/api/activity/items").send({ kind: "other", title: "빼놓을 활동", startDate: dayFromToday(-100) })).body;
    const built = await s.artist.agent.post("/api/activity/records").send({ years: 1, creditIds: [creditId], itemIds: [kept.id] });
    expect(built.status).toBe(201);
    expect(built.body).toMatchObject({ credits: 1, selfReported: 1, includeFees: false, revokedAt: null });
    const page = await t.request.get(`/api/records/verify/${built.body.verifyCode}`).expect(200);
    expect(page.body).toMatchObject({ valid: true, revoked: false, artistName: "이지호" });
    expect(page.body.entries.map((e: { kind: string; title: string }) => [e.kind, e.title])).toEqual([
      ["credit", "한강 야외 조각 전시"],
      ["self", "작품집 『돌의 시간』"],
    ]);
    expect(JSON.stringify(page.body)).not.toContain(left.title);
    expect(page.body.entries[0]).toMatchObject({ fee: null, producer: "박서연", contract: { pdfHash: "b".repeat(64), verifyCode: "contract-code-123" } });
    expect(page.body.entries[0].verifiedAt).toBeTruthy();
    expect(page.body.entries[1]).toMatchObject({ verifiedAt: null, fee: null });
    expect(JSON.stringify(page.body)).not.toContain("3500000");

    const pdf = await s.artist.agent
      .get(`/api/activity/records/${built.body.id}/pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(sha(pdf.body)).toBe(built.body.pdfHash);
    expect(page.body.pdfHash).toBe(built.body.pdfHash);
    expect((await s.producer.agent.get(`/api/activity/records/${built.body.id}/pdf`)).status).toBe(403);

    const withFees = await s.artist.agent.post("/api/activity/records").send({ years: 3, includeFees: true });
    expect(withFees.body).toMatchObject({ credits: 1, selfReported: 2 });
    const feePage = await t.request.get(`/api/records/verify/${withFees.body.verifyCode}`).expect(200);
    expect(feePage.body.entries[0].fee).toEqual({ paid: true, amount: 3_500_000 });
  });

  it("when a record is revoked, then its verify page says revoked and lists nothing; only the artist revokes, once", async () => {
    const s = await completed();
    await verified(s);
    const built = (await s.artist.agent.post("/api/activity/records").send({ years: 5 })).body;
    expect((await s.producer.agent.post(`/api/activity/records/${built.id}/revoke`).send({})).status).toBe(403);
    const revoked = await s.artist.agent.post(`/api/activity/records/${built.id}/revoke`).send({});
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    const page = await t.request.get(`/api/records/verify/${built.verifyCode}`).expect(200);
    expect(page.body).toMatchObject({ valid: false, revoked: true, entries: [] });
    expect(page.body.revokedAt).toBeTruthy();
    const again = await s.artist.agent.post(`/api/activity/records/${built.id}/revoke`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이미 철회된 기록입니다.");
  });

  it("when nothing is verified or reported, a choice is not the artist's, the period is not offered or the code is unknown, then 400 / 404", async () => {
    const s = await completed();
    await confirm(s); // pending, not verified: cannot be recorded
    const empty = await s.artist.agent.post("/api/activity/records").send({ years: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("선택한 기간에 기록할 활동이 없습니다");
    const pending = (await myCredit(s)).id;
    const chosen = await s.artist.agent.post("/api/activity/records").send({ years: 1, creditIds: [pending] });
    expect(chosen.status).toBe(400);
    expect(chosen.body.fieldErrors.creditIds).toBeTruthy();
    expect((await s.artist.agent.post("/api/activity/records").send({ years: 2 })).body.fieldErrors.years).toEqual([
      "기간을 1년, 3년, 5년 중에서 선택해주세요.",
    ]);
    expect((await s.producer.agent.post("/api/activity/records").send({ years: 1 })).status).toBe(403);
    expect((await t.request.get("/api/records/verify/unknown-code-0000")).status).toBe(404);
    expect((await t.request.get("/api/records/verify/%2e%2e")).status).toBe(404);
  });

  it("when an artist builds records over and over, or one address asks the verify page over and over, then the limits of their contract operations answer 429", async () => {
    const artist = await signedIn(t, "artist", { firstName: "다온", lastName: "최" });
    const builds: number[] = [];
    // Nothing to record: each try is a 400 from the service, counted after the input was read.
    for (let i = 0; i < 11; i++) builds.push((await artist.agent.post("/api/activity/records").send({ years: 1 })).status);
    expect(builds.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(builds[10]).toBe(429);

    const from = "198.51.100.41";
    const pages: number[] = [];
    for (let i = 0; i < 31; i++) pages.push((await t.request.get("/api/records/verify/unknown-code-0000").set("X-Forwarded-For", from)).status);
    expect(pages.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(pages[30]).toBe(429);
    expect((await t.request.get("/api/records/verify/unknown-code-0000").set("X-Forwarded-For", "198.51.100.42")).status).toBe(404);
  });
});
