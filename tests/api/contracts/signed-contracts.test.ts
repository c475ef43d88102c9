import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, contractSignatures, contractTerminationRequests, notifications, projects } from "@shared/schema/index";
import { enterFee, insertSignedContract, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { insertApplication, insertProject } from "../../factories/projects";
import { mailsTo } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

/*
 * Issue 30 (penetration test): "signed means signed". A contract both parties signed cannot be edited or
 * voided by one side; a change is an amendment both sign again; ending it needs both parties' consent.
 */
const t = await createTestApp();
const sha = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

/** A published project of a new producer, and an artist (accepted by the contract factory or by setup()). */
async function parties() {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", budget: "300만원", location: "서울" });
  return { producer, artist, project };
}
type Setup = Awaited<ReturnType<typeof parties>>;

async function setup(): Promise<Setup> {
  const s = await parties();
  await insertApplication(t.db, { projectId: s.project.id, artistId: s.artist.user.id, status: "accepted" });
  return s;
}

/** Both signed, written by the factory (no PDF rendering): for what happens after signing. */
async function signedByFactory() {
  const s = await parties();
  const c = await insertSignedContract(t.db, { projectId: s.project.id, producerId: s.producer.user.id, artistId: s.artist.user.id });
  return { ...s, c };
}

const signBody = (fullName: string, documentHash: string) => ({
  fullName,
  consent: true,
  documentHash,
  artistParty: TEST_ARTIST_PARTY,
});

/** Drafts, sends and has both parties sign through the API (the real PDF is rendered). */
async function fullySigned(s: Setup) {
  const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
  expect(drafted.status).toBe(201);
  const id: number = drafted.body.id;
  const hash: string = (await enterFee(s.producer.agent, id)).documentHash;
  expect((await s.producer.agent.post(`/api/contracts/${id}/send`).send({})).status).toBe(200);
  expect((await s.artist.agent.post(`/api/contracts/${id}/sign`).send(signBody("이지호", hash))).status).toBe(200);
  const done = await s.producer.agent.post(`/api/contracts/${id}/sign`).send(signBody("박서연", hash));
  expect(done.status).toBe(200);
  expect(done.body.status).toBe("signed");
  const [row] = await t.db.select({ pdf: contracts.pdf }).from(contracts).where(eq(contracts.id, id));
  return { view: done.body, pdf: row!.pdf! };
}

describe("a contract both parties signed", () => {
  it("when the producer PUTs new terms, then 409 in Korean, and the signed PDF, its hash, the signatures and the verify answer stay as signed", async () => {
    const s = await setup();
    const { view, pdf } = await fullySigned(s);
    const before = await t.request.post(`/api/contracts/verify/${view.verifyCode}`).send({ hash: sha(pdf) });
    expect(before.body.match).toBe(true);

    const edit = await s.producer.agent.put(`/api/contracts/${view.id}`).send({ ...view.terms, template: view.template, fee: 1_000 });
    // Soft: on the code before the fix this answered 200, and the checks below show what that destroyed.
    expect.soft(edit.status).toBe(409);
    expect.soft(edit.body.message).toBe("양측이 서명한 계약서는 수정할 수 없습니다. 변경이 필요하면 수정 계약(변경 계약서)을 작성해 주세요.");

    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, view.id));
    expect.soft(row).toMatchObject({ status: "signed", version: view.version, documentHash: view.documentHash, pdfHash: sha(pdf) });
    expect.soft(row!.pdf && sha(row!.pdf)).toBe(sha(pdf));
    const sigs = await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, view.id));
    expect.soft(sigs.map((x) => x.voidedAt)).toEqual([null, null]);
    const after = await t.request.post(`/api/contracts/verify/${view.verifyCode}`).send({ hash: sha(pdf) });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ match: true, status: "signed" });
  });
});

const verify = (code: string, hash: string) => t.request.post(`/api/contracts/verify/${code}`).send({ hash });
const notificationsOf = (userId: string, contractId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, `contract:${contractId}`)));
async function downloadPdf(agent: Setup["producer"]["agent"], id: number) {
  const res = await agent
    .get(`/api/contracts/${id}/pdf`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

describe("amendments (변경 계약서)", () => {
  it("when the producer amends a signed contract, then a prefilled draft names it; once both sign the amendment, the original is replaced but its PDF still verifies", async () => {
    const s = await setup();
    const { view: original, pdf } = await fullySigned(s);
    expect(original).toMatchObject({ canEdit: false, canAmend: true, canRequestTermination: true, amendment: null, amends: null, supersededAt: null });

    const created = await s.producer.agent.post(`/api/contracts/${original.id}/amendments`).send({});
    expect(created.status).toBe(201);
    const a = created.body;
    expect(a).toMatchObject({
      status: "draft",
      version: 1,
      amends: { id: original.id, signedAt: original.signedAt },
      terms: original.terms,
      template: original.template,
      canEdit: true,
      canSend: true,
      canAmend: false,
      canRequestTermination: false,
    });
    expect(a.id).not.toBe(original.id);
    expect(a.verifyCode).not.toBe(original.verifyCode);
    // What both will sign names the contract it replaces.
    expect(a.documentText.split("\n")[0]).toContain("(변경 계약서)");
    expect(a.documentText).toContain(`확인 코드 ${original.verifyCode}`);
    expect(a.documentText).toContain(original.documentHash);
    expect(a.documentHash).toBe(sha(a.documentText));
    const [row] = await t.db.select({ amendsContractId: contracts.amendsContractId }).from(contracts).where(eq(contracts.id, a.id));
    expect(row?.amendsContractId).toBe(original.id);

    // The original links to it (the artist sees the link only once it is sent); the artist cannot open the draft.
    expect((await s.producer.agent.get(`/api/contracts/${original.id}`)).body).toMatchObject({ amendment: { id: a.id, status: "draft" }, canAmend: false });
    expect((await s.artist.agent.get(`/api/contracts/${original.id}`)).body.amendment).toBeNull();
    expect((await s.artist.agent.get(`/api/contracts/${a.id}`)).status).toBe(404);

    // The normal flow: edit, send, the artist signs, the producer countersigns.
    const edited = await s.producer.agent
      .put(`/api/contracts/${a.id}`)
      .send({ ...a.terms, template: a.template, fee: 4_000_000, specialTerms: "공연 회차 1회 추가." });
    expect(edited.status).toBe(200);
    expect(edited.body.documentText).toContain("금 4,000,000원");
    expect(edited.body.documentText).toContain(`확인 코드 ${original.verifyCode}`);
    expect((await s.producer.agent.post(`/api/contracts/${a.id}/send`).send({})).status).toBe(200);
    const [told] = await notificationsOf(s.artist.user.id, a.id);
    expect(told?.title).toBe("수정 계약서 서명 요청");
    expect((await s.artist.agent.get(`/api/contracts/${original.id}`)).body.amendment).toEqual({ id: a.id, status: "sent" });
    const hash: string = edited.body.documentHash;
    expect((await s.artist.agent.post(`/api/contracts/${a.id}/sign`).send(signBody("이지호", hash))).body.status).toBe("signed_by_artist");
    // Until the countersignature the original is in force.
    expect((await s.producer.agent.get(`/api/contracts/${original.id}`)).body.supersededAt).toBeNull();
    const done = await s.producer.agent.post(`/api/contracts/${a.id}/sign`).send(signBody("박서연", hash));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "signed", canAmend: true, canRequestTermination: true });

    // The original: replaced, still signed, same PDF and hash, still verifiable; no edit, no second amendment.
    const after = (await s.artist.agent.get(`/api/contracts/${original.id}`)).body;
    expect(after).toMatchObject({
      status: "signed",
      pdfHash: sha(pdf),
      documentHash: original.documentHash,
      amendment: { id: a.id, status: "signed" },
      canAmend: false,
      canRequestTermination: false,
    });
    expect(after.supersededAt).toEqual(done.body.signedAt);
    expect(sha(await downloadPdf(s.artist.agent, original.id))).toBe(sha(pdf));
    const v = await verify(original.verifyCode, sha(pdf));
    expect(v.body).toEqual({ match: true, status: "signed", signedAt: original.signedAt, supersededAt: done.body.signedAt, terminatedAt: null });
    const amendmentPdf = await downloadPdf(s.producer.agent, a.id);
    expect((await verify(a.verifyCode, sha(amendmentPdf))).body).toMatchObject({ match: true, supersededAt: null, terminatedAt: null });
    expect((await verify(a.verifyCode, sha(pdf))).body.match).toBe(false);
    expect((await s.producer.agent.put(`/api/contracts/${original.id}`).send({ ...original.terms, template: original.template })).status).toBe(409);
    const again = await s.producer.agent.post(`/api/contracts/${original.id}/amendments`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("수정 계약으로 대체된 계약서입니다. 현재 효력이 있는 최신 계약서에서 진행해 주세요.");

    // The project still has a signed contract in force with the artist; lists show both versions.
    expect((await s.producer.agent.get(`/api/projects/${s.project.id}/contracts`)).body).toMatchObject({
      gate: { ready: true },
      artists: [{ contract: { id: a.id, status: "signed", amendsContractId: original.id } }],
    });
    const mine = (await s.artist.agent.get("/api/my-contracts")).body as Array<{ id: number; amendsContractId: number | null; supersededAt: string | null }>;
    expect(mine.map((m) => [m.id, m.amendsContractId, !!m.supersededAt]).sort()).toEqual(
      [
        [original.id, null, true],
        [a.id, original.id, false],
      ].sort(),
    );
    // The next change amends the amendment.
    expect((await s.producer.agent.post(`/api/contracts/${a.id}/amendments`).send({})).status).toBe(201);
  });

  it("when the artist, another member or a guest asks for an amendment, then 403 / 403 / 401; an unknown id 404; nothing is written", async () => {
    const { producer, artist, c } = await signedByFactory();
    const count = async () => (await t.db.select({ id: contracts.id }).from(contracts)).length;
    const before = await count();
    const byArtist = await artist.agent.post(`/api/contracts/${c.id}/amendments`).send({});
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.message).toBe("수정 계약은 제작자만 작성할 수 있습니다.");
    for (const kind of ["artist", "producer"] as const) {
      const stranger = await signedIn(t, kind);
      const res = await stranger.agent.post(`/api/contracts/${c.id}/amendments`).send({});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("계약 당사자만 계약서를 볼 수 있습니다.");
    }
    expect((await t.request.post(`/api/contracts/${c.id}/amendments`).send({})).status).toBe(401);
    expect((await producer.agent.post(`/api/contracts/999999/amendments`).send({})).status).toBe(404);
    expect((await producer.agent.post(`/api/contracts/abc/amendments`).send({})).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("when the contract is not signed by both yet, or its project is completed, then 409 and the producer edits it instead", async () => {
    const s = await setup();
    const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
    const res = await s.producer.agent.post(`/api/contracts/${drafted.body.id}/amendments`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("양측이 서명한 계약서만 수정 계약을 작성할 수 있습니다. 서명 전이라면 계약 조건을 바로 수정해 주세요.");
    // The artist does not know of an unsent draft: 404, as for reading it.
    expect((await s.artist.agent.post(`/api/contracts/${drafted.body.id}/amendments`).send({})).status).toBe(404);

    const done = await signedByFactory();
    await t.db.update(projects).set({ status: "completed" }).where(eq(projects.id, done.project.id));
    const closed = await done.producer.agent.post(`/api/contracts/${done.c.id}/amendments`).send({});
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("완료되거나 취소된 프로젝트의 계약서는 작성하거나 변경할 수 없습니다.");
  });

  it("when a second amendment is asked for, one after the other or both at once, then 409 and only one amendment exists", async () => {
    const { producer, c } = await signedByFactory();
    expect((await producer.agent.post(`/api/contracts/${c.id}/amendments`).send({})).status).toBe(201);
    const second = await producer.agent.post(`/api/contracts/${c.id}/amendments`).send({});
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("이 계약서의 수정 계약이 이미 있습니다. 진행 중인 수정 계약을 이어서 고치거나 보내 주세요.");

    const other = await signedByFactory();
    const tab2 = t.agent();
    await tab2.post("/api/auth/login").send({ email: other.producer.user.email, password: TEST_PASSWORD });
    const answers = await Promise.all([
      other.producer.agent.post(`/api/contracts/${other.c.id}/amendments`).send({}),
      tab2.post(`/api/contracts/${other.c.id}/amendments`).send({}),
      other.producer.agent.post(`/api/contracts/${other.c.id}/amendments`).send({}),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.amendsContractId, other.c.id))).toHaveLength(1);
  });
});

describe("ending a signed contract needs both parties (합의 해지)", () => {
  it("when the artist asks and the producer accepts, then it ends; its PDF, hash and signatures stay and the verify answer says when it ended", async () => {
    const { producer, artist, project, c } = await signedByFactory();
    const empty = await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.reason).toEqual(["해지 사유를 입력해주세요."]);

    const asked = await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "건강 문제로 참여가 어렵습니다." });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: "signed",
      terminatedAt: null,
      termination: { requestedByRole: "artist", reason: "건강 문제로 참여가 어렵습니다." },
      canRequestTermination: false,
      canWithdrawTermination: true,
      canAnswerTermination: false,
    });
    // One side alone ends nothing: still in force, still verifiable, no end date.
    expect((await verify(c.verifyCode, c.pdfHash)).body).toMatchObject({ match: true, terminatedAt: null });
    const [n] = await notificationsOf(producer.user.id, c.id);
    expect(n).toMatchObject({ title: "계약 해지 요청" });
    expect(n!.message).toContain("건강 문제로 참여가 어렵습니다.");
    expect((await mailsTo(t.db, producer.user.email)).at(-1)?.subject).toBe("[아트링크] '한강 야외 조각 전시' 계약 해지 요청");
    const pv = (await producer.agent.get(`/api/contracts/${c.id}`)).body;
    expect(pv).toMatchObject({ canAnswerTermination: true, canWithdrawTermination: false, canAmend: false });

    // The requester cannot accept their own request; the other party can.
    const self = await artist.agent.post(`/api/contracts/${c.id}/termination/accept`).send({});
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("해지 요청은 요청을 받은 상대방만 수락하거나 거절할 수 있습니다.");
    const accepted = await producer.agent.post(`/api/contracts/${c.id}/termination/accept`).send({});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "signed", termination: null, canRequestTermination: false, canAmend: false, pdfHash: c.pdfHash });
    expect(accepted.body.terminatedAt).toEqual(expect.any(String));

    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(row).toMatchObject({ status: "signed", pdfHash: c.pdfHash, documentHash: c.documentHash });
    expect(sha(row!.pdf!)).toBe(c.pdfHash);
    const sigs = await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
    expect(sigs.map((x) => x.voidedAt)).toEqual([null, null]);
    expect(await t.db.select().from(contractTerminationRequests).where(eq(contractTerminationRequests.contractId, c.id))).toEqual([
      expect.objectContaining({ status: "accepted", requestedBy: artist.user.id, answeredBy: producer.user.id, requesterRole: "artist" }),
    ]);
    expect((await verify(c.verifyCode, c.pdfHash)).body).toEqual({
      match: true,
      status: "signed",
      signedAt: c.signedAt.toISOString(),
      supersededAt: null,
      terminatedAt: accepted.body.terminatedAt,
    });
    for (const email of [artist.user.email, producer.user.email]) {
      expect((await mailsTo(t.db, email)).at(-1)?.subject).toBe("[아트링크] '한강 야외 조각 전시' 계약이 합의 해지되었습니다");
    }
    expect((await notificationsOf(artist.user.id, c.id)).map((x) => x.title)).toContain("계약 합의 해지");

    // Ended: no new request, no amendment, no edit; the PDF is still there; the project has no contract in force.
    const again = await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "다시" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이미 합의 해지된 계약서입니다.");
    expect((await producer.agent.post(`/api/contracts/${c.id}/amendments`).send({})).status).toBe(409);
    expect((await producer.agent.put(`/api/contracts/${c.id}`).send({ ...c.terms, template: c.template })).status).toBe(409);
    expect(sha(await downloadPdf(producer.agent, c.id))).toBe(c.pdfHash);
    expect((await producer.agent.get(`/api/projects/${project.id}/contracts`)).body.gate.ready).toBe(false);
  });

  it("when the other party declines, then the contract stays in force and the requester is told with the note; a new request may follow", async () => {
    const { producer, artist, c } = await signedByFactory();
    expect((await producer.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "예산이 줄었습니다." })).status).toBe(200);
    const second = await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "저도 해지하고 싶습니다." });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("이미 진행 중인 해지 요청이 있습니다. 상대방의 답을 기다려 주세요.");
    expect((await producer.agent.post(`/api/contracts/${c.id}/termination/decline`).send({})).status).toBe(403);
    const long = await artist.agent.post(`/api/contracts/${c.id}/termination/decline`).send({ note: "가".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.note).toEqual(["내용이 너무 깁니다."]);
    const declined = await artist.agent.post(`/api/contracts/${c.id}/termination/decline`).send({ note: "계약대로 진행하고 싶습니다." });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ terminatedAt: null, termination: null, canRequestTermination: true });
    const notes = await notificationsOf(producer.user.id, c.id);
    expect(notes.at(-1)).toMatchObject({ title: "계약 해지 요청 거절" });
    expect(notes.at(-1)!.message).toContain("계약대로 진행하고 싶습니다.");
    expect((await mailsTo(t.db, producer.user.email)).at(-1)?.subject).toBe("[아트링크] '한강 야외 조각 전시' 계약 해지 요청이 거절되었습니다");
    expect((await verify(c.verifyCode, c.pdfHash)).body).toMatchObject({ match: true, terminatedAt: null });
    // Nothing to answer any more.
    const none = await artist.agent.post(`/api/contracts/${c.id}/termination/accept`).send({});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("진행 중인 해지 요청이 없습니다.");
    expect((await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "일정이 맞지 않습니다." })).status).toBe(200);
  });

  it("when the requester withdraws, then the request is gone; only the requester may withdraw", async () => {
    const { producer, artist, c } = await signedByFactory();
    expect((await producer.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "예산이 줄었습니다." })).status).toBe(200);
    const notMine = await artist.agent.delete(`/api/contracts/${c.id}/termination`);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe("해지 요청은 요청한 사람만 철회할 수 있습니다.");
    const withdrawn = await producer.agent.delete(`/api/contracts/${c.id}/termination`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ termination: null, terminatedAt: null, canRequestTermination: true, canAmend: true });
    expect((await notificationsOf(artist.user.id, c.id)).at(-1)).toMatchObject({ title: "계약 해지 요청 철회" });
    expect((await producer.agent.delete(`/api/contracts/${c.id}/termination`)).status).toBe(409);
    expect((await artist.agent.post(`/api/contracts/${c.id}/termination/accept`).send({})).status).toBe(409);
  });

  it("when members who are not parties, guests or anyone on an unsigned contract try, then 403 / 401 / 409 and nothing changes", async () => {
    const { producer, artist, c } = await signedByFactory();
    for (const kind of ["artist", "producer"] as const) {
      const stranger = await signedIn(t, kind);
      expect((await stranger.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "해지" })).status).toBe(403);
      expect((await stranger.agent.post(`/api/contracts/${c.id}/termination/accept`).send({})).status).toBe(403);
      expect((await stranger.agent.post(`/api/contracts/${c.id}/termination/decline`).send({})).status).toBe(403);
      expect((await stranger.agent.delete(`/api/contracts/${c.id}/termination`)).status).toBe(403);
    }
    expect((await t.request.post(`/api/contracts/${c.id}/termination`).send({ reason: "해지" })).status).toBe(401);
    expect((await producer.agent.post(`/api/contracts/999999/termination`).send({ reason: "해지" })).status).toBe(404);
    expect(await t.db.select().from(contractTerminationRequests).where(eq(contractTerminationRequests.contractId, c.id))).toEqual([]);

    const s = await setup();
    const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
    await enterFee(s.producer.agent, drafted.body.id);
    await s.producer.agent.post(`/api/contracts/${drafted.body.id}/send`).send({});
    const unsigned = await s.artist.agent.post(`/api/contracts/${drafted.body.id}/termination`).send({ reason: "해지" });
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.message).toBe("양측이 서명한 계약서만 해지를 요청할 수 있습니다. 서명 전인 계약서는 거절할 수 있습니다.");
    // Neither party alone voids a signed contract by any other route either.
    expect((await artist.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "싫어요" })).status).toBe(409);
    expect((await producer.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "싫어요" })).status).toBe(409);
    expect((await producer.agent.post(`/api/contracts/${c.id}/send`).send({})).status).toBe(409);
    expect((await verify(c.verifyCode, c.pdfHash)).body).toMatchObject({ match: true, terminatedAt: null });
  });

  it("when both parties ask at the same moment, then one request is pending and the other gets 409", async () => {
    const { producer, artist, c } = await signedByFactory();
    const answers = await Promise.all([
      producer.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "제작 취소" }),
      artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "일정 변경" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(contractTerminationRequests).where(eq(contractTerminationRequests.contractId, c.id))).toHaveLength(1);
  });
});

describe("amendments and termination together", () => {
  it("when a termination request is pending, then no amendment is started and an open amendment cannot be signed until it is answered", async () => {
    const { producer, artist, c } = await signedByFactory();
    const a = (await producer.agent.post(`/api/contracts/${c.id}/amendments`).send({})).body;
    expect((await producer.agent.post(`/api/contracts/${a.id}/send`).send({})).status).toBe(200);
    expect((await artist.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "조건이 맞지 않습니다." })).status).toBe(200);
    const view = (await artist.agent.get(`/api/contracts/${a.id}`)).body;
    expect(view.canSign).toBe(false);
    const sign = await artist.agent.post(`/api/contracts/${a.id}/sign`).send(signBody("이지호", a.documentHash));
    expect(sign.status).toBe(409);
    expect(sign.body.message).toBe("원 계약에 해지 요청이 진행 중입니다. 해지 요청이 정리된 뒤에 서명해 주세요.");
    expect(await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, a.id))).toEqual([]);

    const other = await signedByFactory();
    expect((await other.artist.agent.post(`/api/contracts/${other.c.id}/termination`).send({ reason: "조건이 맞지 않습니다." })).status).toBe(200);
    const amend = await other.producer.agent.post(`/api/contracts/${other.c.id}/amendments`).send({});
    expect(amend.status).toBe(409);
    expect(amend.body.message).toBe("해지 요청이 진행 중인 계약서는 수정 계약을 작성할 수 없습니다. 먼저 해지 요청을 정리해 주세요.");
  });

  it("when a contract with an open amendment is ended by agreement, then the amendment is closed and can no longer be edited, sent or signed", async () => {
    const { producer, artist, c } = await signedByFactory();
    const a = (await producer.agent.post(`/api/contracts/${c.id}/amendments`).send({})).body;
    expect((await producer.agent.post(`/api/contracts/${a.id}/send`).send({})).status).toBe(200);
    expect((await artist.agent.post(`/api/contracts/${a.id}/sign`).send(signBody("이지호", a.documentHash))).status).toBe(200);
    expect((await producer.agent.post(`/api/contracts/${c.id}/termination`).send({ reason: "프로젝트 취소" })).status).toBe(200);
    expect((await artist.agent.post(`/api/contracts/${c.id}/termination/accept`).send({})).status).toBe(200);

    const closed = (await producer.agent.get(`/api/contracts/${a.id}`)).body;
    expect(closed).toMatchObject({
      status: "declined",
      declineReason: "원 계약이 합의 해지되어 이 수정 계약은 종료되었습니다.",
      signatures: [],
      canEdit: false,
      canSend: false,
    });
    const edit = await producer.agent.put(`/api/contracts/${a.id}`).send({ ...a.terms, template: a.template });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("원 계약이 해지되어 이 수정 계약은 더 진행할 수 없습니다.");
    expect((await producer.agent.post(`/api/contracts/${a.id}/send`).send({})).status).toBe(409);
    expect((await verify(c.verifyCode, c.pdfHash)).body).toMatchObject({ match: true, supersededAt: null, terminatedAt: expect.any(String) });
  });
});
