import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, contractSignatures, messages, notifications, projects } from "@shared/schema/index";
import { enterFee, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { insertApplication, insertProject } from "../../factories/projects";
import { mailsTo } from "../../setup/mail-outbox";
import { ageSessions, signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();
const sha = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

/** A published project of a new producer with one accepted artist (names for the document). */
async function setup(over: { title?: string; budget?: string } = {}) {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, {
    producerId: producer.user.id,
    title: over.title ?? "한강 야외 조각 전시",
    budget: over.budget ?? "300만원",
    location: "서울",
  });
  await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
  return { producer, artist, project };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function draftAndSend(s: Setup) {
  const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
  expect(drafted.status).toBe(201);
  await enterFee(s.producer.agent, drafted.body.id);
  const sent = await s.producer.agent.post(`/api/contracts/${drafted.body.id}/send`).send({});
  expect(sent.status).toBe(200);
  return sent.body as { id: number; documentHash: string; verifyCode: string };
}

const signBody = (name: string, documentHash: string) => ({
  fullName: name,
  consent: true,
  documentHash,
  artistParty: TEST_ARTIST_PARTY,
});

async function fullySign(s: Setup) {
  const c = await draftAndSend(s);
  expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", c.documentHash))).status).toBe(200);
  const done = await s.producer.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("박서연", c.documentHash));
  expect(done.status).toBe(200);
  return done.body as { id: number; documentHash: string; verifyCode: string; status: string };
}

describe("drafting a contract from a project", () => {
  it("when the producer drafts for an accepted artist, then the document is filled from the project with the legally required clauses", async () => {
    const s = await setup();
    const res = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", template: "art", myRole: "producer", canEdit: true, canSend: true, canSign: false });
    expect(res.body.terms).toMatchObject({
      title: "한강 야외 조각 전시",
      place: "서울",
      // The producer enters each artist's fee: never the project budget (issue 31).
      fee: null,
      paymentType: "lump_sum",
      startDate: s.project.startDate,
    });
    const text: string = res.body.documentText;
    for (const needle of [
      "박서연",
      "이지호",
      "한강 야외 조각 전시",
      "금 ________원(보수 미정: 제작자가 입력)",
      "계약기간",
      "보수 및 지급 방법",
      "수익의 배분",
      "계약의 해제·해지",
      "분쟁의 해결",
      "업무의 내용" /* general */,
    ].slice(0, 9)) {
      expect(text).toContain(needle);
    }
    expect(text).toContain("서울");
    expect(res.body.documentHash).toBe(sha(text));
    // The artist does not see a draft that was never sent.
    expect((await s.artist.agent.get(`/api/contracts/${res.body.id}`)).status).toBe(404);
  });

  it("when the artist is not accepted, the project is someone else's, or a contract exists, then 400 / 403 / 409", async () => {
    const s = await setup();
    const stranger = await signedIn(t, "artist");
    const notAccepted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: stranger.user.id });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.fieldErrors.artistId).toEqual(["승인된 참여 예술인과만 계약서를 작성할 수 있습니다."]);
    const other = await signedIn(t, "producer");
    expect((await other.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id })).status).toBe(403);
    expect((await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({})).status).toBe(400);
    expect((await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id })).status).toBe(201);
    const again = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이 예술인과의 계약서가 이미 있습니다.");
    expect((await t.request.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id })).status).toBe(401);
  });
});

describe("what a real producer tripped on (issue 31)", () => {
  it("when drafted, then the fee is empty for the producer to enter per artist (the budget only as a hint), 제2조 has the work only and particles fit the place", async () => {
    const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
    const artist = await signedIn(t, "artist", { firstName: "하늘", lastName: "윤" });
    const project = await insertProject(t.db, {
      producerId: producer.user.id,
      title: "단편영화 '겨울' 주연 배우 (30대 여성)",
      description:
        "단편영화 '겨울'의 주연 배우로 3회차 촬영에 참여합니다.\n\n[지원 방법]\n프로필과 연기 영상을 이메일로 보내주세요.\n[모집 요강]\n30대 여성 1명",
      requirements: "연기 경력 3년 이상",
      budget: "360만원",
      location: "강원",
    });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
    const res = await producer.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: artist.user.id, template: "film" });
    expect(res.status).toBe(201);
    expect(res.body.terms.fee).toBeNull();
    expect(res.body.projectBudget).toBe("360만원");
    expect(res.body.terms.workContent).toBe("단편영화 '겨울'의 주연 배우로 3회차 촬영에 참여합니다.");
    const text: string = res.body.documentText;
    expect(text).not.toContain("3,600,000");
    expect(text).not.toContain("[지원 방법]");
    expect(text).not.toContain("연기 경력 3년 이상");
    expect(text).toContain("주된 촬영 장소는 강원으로 한다.");
    expect(text).toContain('제작사 박서연(이하 "갑"이라 한다)과 윤하늘(이하 "을"이라 한다)은');
    // Without a fee it is not sent.
    const unsent = await producer.agent.post(`/api/contracts/${res.body.id}/send`).send({});
    expect(unsent.status).toBe(400);
    expect(unsent.body.fieldErrors.fee).toEqual(["보수(원)를 0보다 큰 숫자로 입력해주세요."]);
  });

  it("when a party's name ends without a final consonant, then the preamble says 와/는 and the place 로", async () => {
    const producer = await signedIn(t, "producer", { firstName: "하나", lastName: "김" });
    const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "서울 전시", location: "서울" });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
    const res = await producer.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: artist.user.id, template: "general" });
    expect(res.body.documentText).toContain('김하나(이하 "갑"이라 한다)와 이지호(이하 "을"이라 한다)는');
    expect(res.body.documentText).toContain("업무의 장소는 서울로 한다.");
  });
});

describe("sending, reading and signing", () => {
  it("when sent, then the artist gets a notification, a contract mail and a message in the conversation", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.artist.user.id), eq(notifications.relatedId, `contract:${c.id}`)));
    expect(n?.title).toBe("계약서 서명 요청");
    const mails = await mailsTo(t.db, s.artist.user.email);
    expect(mails.at(-1)?.subject).toBe("[아트링크] '한강 야외 조각 전시' 계약서 서명 요청");
    const [m] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, s.producer.user.id), eq(messages.receiverId, s.artist.user.id)));
    expect(m?.messageType).toBe("system");
    expect(m?.content).toContain(`/contracts/${c.id}`);
  });

  it("when someone other than the two parties asks, then 403, and a visitor gets 401", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const outsider = await signedIn(t, "artist");
    expect((await outsider.agent.get(`/api/contracts/${c.id}`)).status).toBe(403);
    expect((await outsider.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("남궁민", c.documentHash))).status).toBe(403);
    expect((await outsider.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "x" })).status).toBe(403);
    expect((await outsider.agent.get(`/api/contracts/${c.id}/pdf`)).status).toBe(403);
    expect((await t.request.get(`/api/contracts/${c.id}`)).status).toBe(401);
    expect((await s.artist.agent.get(`/api/contracts/${c.id}`)).body).toMatchObject({ myRole: "artist", canSign: true, canEdit: false });
    expect((await s.artist.agent.get(`/api/contracts/999999`)).status).toBe(404);
    expect((await s.artist.agent.put(`/api/contracts/${c.id}`).send({})).status).toBe(400);
  });

  it("when the signer's last sign-in is over 15 minutes old, then 403 ReauthRequired and nothing is signed until a re-authentication", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    await ageSessions(t, s.artist.user.id, 16);
    const stale = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", c.documentHash));
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ code: "ReauthRequired", message: "보안을 위해 본인 확인이 필요합니다. 비밀번호, 인증 코드 또는 패스키로 다시 확인해주세요." });
    expect(await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id))).toHaveLength(0);
    // The state comes first: the producer is told the artist signs first, re-authenticated or not.
    await ageSessions(t, s.producer.user.id, 16);
    expect((await s.producer.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("박서연", c.documentHash))).status).toBe(409);

    await s.artist.agent.post("/api/auth/reauth").send({ password: TEST_PASSWORD }).expect(200);
    const ok = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", c.documentHash));
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("signed_by_artist");
  });

  it("when the consent is missing or the name empty, then nothing is signed; a fresh session signs with IP, user agent and hash stored", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const noConsent = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send({ ...signBody("이지호", c.documentHash), consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fieldErrors.consent).toEqual(["계약 내용을 확인하고 동의해야 서명할 수 있습니다."]);
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("", c.documentHash))).status).toBe(400);
    expect(await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id))).toHaveLength(0);

    // The producer cannot sign before the artist.
    const early = await s.producer.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("박서연", c.documentHash));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("예술인이 먼저 서명한 뒤에 제작자가 서명할 수 있습니다.");

    const ok = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).set("User-Agent", "ContractTest/1.0").send(signBody("이지호", c.documentHash));
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("signed_by_artist");
    const [sig] = await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
    expect(sig).toMatchObject({
      role: "artist",
      fullName: "이지호",
      signerId: s.artist.user.id,
      documentHash: c.documentHash,
      userAgent: "ContractTest/1.0",
      voidedAt: null,
    });
    expect(sig!.ip).toBeTruthy();
    // Signing twice is a conflict.
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", c.documentHash))).status).toBe(409);
  });

  // Walk-through (issue 31): an actress named 윤하늘 signed as '윤하나'; it was accepted and printed on the PDF.
  it("when the typed signature is not the signer's account name, then 400 on fullName naming the account's name and nothing is signed; spaces and order do not matter", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    for (const typed of ["이지오", "이 지", "홍길동"]) {
      const res = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody(typed, c.documentHash));
      expect(res.status, typed).toBe(400);
      expect(res.body.fieldErrors.fullName).toEqual(["서명란에는 계정에 등록된 이름(이지호)을 그대로 입력해주세요."]);
    }
    expect(await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id))).toHaveLength(0);
    const ok = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody(" 이 지호 ", c.documentHash));
    expect(ok.status).toBe(200);
    expect((await s.producer.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("서연박", c.documentHash))).status).toBe(200);
  });

  it("when the signer read an older text, then 409 and nothing is signed", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const res = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", "0".repeat(64)));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("계약서가 변경되었습니다");
  });

  it("when signing is tried over and over, then the rate limiter answers 429", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const codes: number[] = [];
    // From an address of its own: the file's other signatures share 127.0.0.1's per-address budget.
    const attempt = (i: number) =>
      s.artist.agent
        .post(`/api/contracts/${c.id}/sign`)
        .set("X-Forwarded-For", "198.51.100.77")
        .send(signBody(`홍길동${i}`, c.documentHash));
    for (let i = 0; i < 11; i++) codes.push((await attempt(i)).status);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it("when one address checks hashes over and over, then the verify page's per-address limit (in its contract operation) answers 429", async () => {
    const from = "198.51.100.23";
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (
          await t.request
            .post("/api/contracts/verify/unknown-code-123")
            .set("X-Forwarded-For", from)
            .send({ hash: sha(`guess-${i}`) })
        ).status,
      );
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another address is not affected.
    expect(
      (
        await t.request
          .post("/api/contracts/verify/unknown-code-123")
          .set("X-Forwarded-For", "198.51.100.24")
          .send({ hash: sha("x") })
      ).status,
    ).toBe(404);
  });
});

describe("edits void signatures", () => {
  it("when the producer edits after the artist signed, then the signature is voided, the state is voided, the artist is told, and both must sign again", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", c.documentHash))).status).toBe(200);
    const current = (await s.producer.agent.get(`/api/contracts/${c.id}`)).body;
    const edited = await s.producer.agent.put(`/api/contracts/${c.id}`).send({
      ...current.terms,
      template: current.template,
      fee: 4_000_000,
      paymentType: "installments",
      depositAmount: 1_000_000,
      depositDate: s.project.startDate,
      balanceDate: s.project.endDate,
      specialTerms: "작품 운송비는 제작자가 부담한다.",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe("voided");
    // 1 drafted, 2 the fee entered, 3 this edit.
    expect(edited.body.version).toBe(3);
    expect(edited.body.signatures).toEqual([]);
    expect(edited.body.documentText).toContain("계약금: 금 1,000,000원");
    expect(edited.body.documentText).toContain("잔금: 금 3,000,000원");
    expect(edited.body.documentText).toContain("작품 운송비는 제작자가 부담한다.");
    expect(edited.body.documentHash).not.toBe(c.documentHash);
    const sigs = await t.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
    expect(sigs).toHaveLength(1);
    expect(sigs[0]!.voidedAt).not.toBeNull();
    expect((await mailsTo(t.db, s.artist.user.email)).at(-1)?.subject).toContain("계약서가 변경되었습니다");
    // The old hash no longer signs; after sending again the new one does.
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", edited.body.documentHash))).status).toBe(409);
    expect((await s.producer.agent.post(`/api/contracts/${c.id}/send`).send({})).body.status).toBe("sent");
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send(signBody("이지호", edited.body.documentHash))).body.status).toBe("signed_by_artist");
  });

  it("when terms break the rules (installments without a deposit, end before start), then 400 with field messages; the artist cannot edit", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const current = (await s.producer.agent.get(`/api/contracts/${c.id}`)).body;
    const bad = await s.producer.agent
      .put(`/api/contracts/${c.id}`)
      .send({ ...current.terms, template: "art", paymentType: "installments", depositAmount: null, endDate: "2000-01-01" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.depositAmount).toEqual(["계약금을 보수보다 적은 금액으로 입력해주세요."]);
    expect(bad.body.fieldErrors.endDate).toEqual(["종료일은 시작일 이후여야 합니다."]);
    expect((await s.artist.agent.put(`/api/contracts/${c.id}`).send({ ...current.terms, template: "art" })).status).toBe(403);
  });

  it("when the artist declines with a reason, then the producer is told (notification, mail, message) and can revise and resend", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "" })).status).toBe(400);
    const res = await s.artist.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "보수 지급일을 앞당겨 주세요." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "declined", declineReason: "보수 지급일을 앞당겨 주세요.", declinedByRole: "artist" });
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.producer.user.id), eq(notifications.relatedId, `contract:${c.id}`)));
    expect(n?.message).toContain("보수 지급일을 앞당겨 주세요.");
    expect((await mailsTo(t.db, s.producer.user.email)).at(-1)?.subject).toContain("거절되었습니다");
    expect((await s.artist.agent.post(`/api/contracts/${c.id}/decline`).send({ reason: "again" })).status).toBe(409);
    const current = res.body;
    const revised = await s.producer.agent
      .put(`/api/contracts/${c.id}`)
      .send({ ...current.terms, template: current.template, paymentDate: s.project.startDate });
    expect(revised.body.status).toBe("draft");
    expect((await s.producer.agent.post(`/api/contracts/${c.id}/send`).send({})).body.status).toBe("sent");
  });
});

describe("the start gate", () => {
  it("when an accepted artist has not signed, then starting the project is refused with a Korean 409; after both signatures it starts", async () => {
    const s = await setup();
    const refused = await s.producer.agent.patch(`/api/projects/${s.project.id}/status`).send({ status: "in_progress" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("서면계약 서명을 마쳐야 프로젝트를 시작할 수 있습니다");
    expect(refused.body.message).toContain("이지호");
    const panel = await s.producer.agent.get(`/api/projects/${s.project.id}/contracts`);
    expect(panel.body.gate).toEqual({ ready: false, offline: false, unsigned: ["이지호"] });
    await fullySign(s);
    expect((await s.producer.agent.get(`/api/projects/${s.project.id}/contracts`)).body.gate.ready).toBe(true);
    const started = await s.producer.agent.patch(`/api/projects/${s.project.id}/status`).send({ status: "in_progress" });
    expect(started.status).toBe(200);
    const [p] = await t.db.select({ status: projects.status }).from(projects).where(eq(projects.id, s.project.id));
    expect(p?.status).toBe("in_progress");
  });

  it("when the producer records a contract made outside the platform (note required), then the project starts", async () => {
    const s = await setup();
    const empty = await s.producer.agent.put(`/api/projects/${s.project.id}/contracts/offline`).send({ note: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.note).toEqual(["외부에서 작성한 계약서에 대해 5자 이상 기록해주세요."]);
    expect((await s.artist.agent.put(`/api/projects/${s.project.id}/contracts/offline`).send({ note: "종이 계약서 작성" })).status).toBe(403);
    const rec = await s.producer.agent.put(`/api/projects/${s.project.id}/contracts/offline`).send({ note: "2월 3일 종이 계약서 2부 작성, 각자 보관" });
    expect(rec.status).toBe(200);
    expect(rec.body.gate).toEqual({ ready: true, offline: true, unsigned: [] });
    expect((await s.producer.agent.patch(`/api/projects/${s.project.id}/status`).send({ status: "in_progress" })).status).toBe(200);
  });
});

describe("PDF and verification", () => {
  it("when both have signed, then both download the same PDF, both are mailed it as an attachment, and the verify page matches its hash and rejects a changed one", async () => {
    const s = await setup();
    const done = await fullySign(s);
    expect(done.status).toBe("signed");
    const a = await s.artist.agent
      .get(`/api/contracts/${done.id}/pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(a.status).toBe(200);
    expect(a.headers["content-type"]).toBe("application/pdf");
    const pdf = a.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const p = await s.producer.agent
      .get(`/api/contracts/${done.id}/pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(sha(p.body as Buffer)).toBe(sha(pdf));

    for (const email of [s.artist.user.email, s.producer.user.email]) {
      const mail = (await mailsTo(t.db, email)).at(-1)!;
      expect(mail.subject).toContain("서명이 완료되었습니다");
      expect(mail.attachments?.[0]?.contentType).toBe("application/pdf");
      expect(sha(Buffer.from(mail.attachments![0]!.contentBase64, "base64"))).toBe(sha(pdf));
    }

    const ok = await t.request.post(`/api/contracts/verify/${done.verifyCode}`).send({ hash: sha(pdf) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ match: true, status: "signed", signedAt: expect.any(String), supersededAt: null, terminatedAt: null });
    const changed = Buffer.from(pdf);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    const no = await t.request.post(`/api/contracts/verify/${done.verifyCode}`).send({ hash: sha(changed) });
    expect(no.body.match).toBe(false);
    expect(JSON.stringify(no.body)).not.toContain("한강");
    expect((await t.request.post(`/api/contracts/verify/${done.verifyCode}`).send({ hash: "abc" })).status).toBe(400);
    expect((await t.request.post(`/api/contracts/verify/unknown-code-123`).send({ hash: sha(pdf) })).status).toBe(404);
    const [row] = await t.db.select({ pdfHash: contracts.pdfHash }).from(contracts).where(eq(contracts.id, done.id));
    expect(row?.pdfHash).toBe(sha(pdf));
  });

  it("when the contract is not fully signed, then the PDF is a 409", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const res = await s.producer.agent.get(`/api/contracts/${c.id}/pdf`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("양측 서명이 끝난 계약서만 PDF로 받을 수 있습니다.");
  });

  it("when listing, then each party sees the contract in their dashboard list", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const mineA = await s.artist.agent.get("/api/my-contracts");
    expect(mineA.body).toEqual([expect.objectContaining({ id: c.id, myRole: "artist", counterpartName: "박서연", status: "sent" })]);
    const mineP = await s.producer.agent.get("/api/my-contracts");
    expect(mineP.body).toEqual([expect.objectContaining({ id: c.id, myRole: "producer", counterpartName: "이지호" })]);
  });
});
