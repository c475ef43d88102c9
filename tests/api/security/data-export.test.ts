import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { dataExports, messages, notifications, reviews } from "@shared/schema/index";
import { dataExportJob, DATA_EXPORT_JOB } from "../../../server/jobs/data-export";
import { createJobRunner } from "../../../server/jobs/runner";
import { LocalDiskStorage } from "../../../server/storage/local";
import { insertSignedContract } from "../../factories/contracts";
import { insertPortfolio } from "../../factories/profiles";
import { insertProject } from "../../factories/projects";
import { lastMailTo } from "../../setup/mail-outbox";
import { ageSessions, signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_APP_URL, TEST_PASSWORD } from "../../setup/test-app";

// The app's clock and the job's clock are one injected clock: expiry is crossed by moving it forward.
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const uploadDir = mkdtempSync(join(tmpdir(), "artlink-export-test-"));
const storage = new LocalDiskStorage(uploadDir);
const t = await createTestApp({ now, storage, uploadDir });
const runner = createJobRunner(t.db, { now });
runner.register(dataExportJob({ storage, appUrl: TEST_APP_URL, onMailQueued: () => undefined }));
const runJob = () => runner.runOnce(DATA_EXPORT_JOB);

const samplePng = join(import.meta.dirname, "../../fixtures/sample.png");
const samplePdf = join(import.meta.dirname, "../../fixtures/sample.pdf");

/** A GET whose body is collected as bytes (supertest leaves a ZIP unparsed otherwise). */
function binary(req: supertest.Test) {
  return req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => cb(null, Buffer.concat(chunks)));
  });
}

/** An artist with a bit of everything: a portfolio image, an application and a signed contract (the factory's), messages, a review. */
async function artistWithData() {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", location: "서울" });
  const image = (await artist.agent.post("/api/upload").attach("file", samplePng).expect(201)).body as { url: string };
  const pdf = (await artist.agent.post("/api/upload").attach("file", samplePdf).expect(201)).body as { url: string };
  await insertPortfolio(t.db, { userId: artist.user.id, title: "바람의 조각", imageUrl: image.url });
  const contract = await insertSignedContract(t.db, { projectId: project.id, producerId: producer.user.id, artistId: artist.user.id });
  await t.db.insert(messages).values([
    { senderId: artist.user.id, receiverId: producer.user.id, content: "안녕하세요, 전시 일정 문의드립니다." },
    { senderId: producer.user.id, receiverId: artist.user.id, content: "다음 주 화요일에 뵙겠습니다." },
  ]);
  await t.db.insert(reviews).values({ projectId: project.id, reviewerId: producer.user.id, revieweeId: artist.user.id, rating: 5, comment: "성실한 작가님" });
  return { producer, artist, project, contract, image, pdf };
}

describe("my data export (POST/GET /api/me/export, GET /api/me/export/{id}/download)", () => {
  it("when the owner asks, then it is built in the background, notified and mailed, and the ZIP holds the data as JSON and the original files", async () => {
    const { artist, producer, contract, image, pdf } = await artistWithData();
    expect((await artist.agent.get("/api/me/export").expect(200)).body).toEqual({ export: null });

    const asked = await artist.agent.post("/api/me/export").expect(201);
    expect(asked.headers["cache-control"]).toContain("no-store");
    expect(asked.body).toMatchObject({ status: "pending", readyAt: null, expiresAt: null, downloadUrl: null });
    // One at a time.
    const again = await artist.agent.post("/api/me/export").expect(409);
    expect(again.body.message).toBe("이미 준비 중이거나 내려받을 수 있는 내 데이터가 있습니다. 그 파일을 내려받거나 기한이 지난 뒤 다시 요청해주세요.");
    // Not ready yet: nothing to download.
    await artist.agent.get(`/api/me/export/${asked.body.id}/download`).expect(404);

    expect(await runJob()).toBe(true);
    const state = (await artist.agent.get("/api/me/export").expect(200)).body.export;
    expect(state).toMatchObject({ id: asked.body.id, status: "ready", downloadUrl: `/api/me/export/${asked.body.id}/download` });
    expect(new Date(state.expiresAt).getTime() - new Date(state.readyAt).getTime()).toBe(24 * 3_600_000);

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, artist.user.id));
    expect(note).toMatchObject({ type: "system", title: "내 데이터가 준비되었습니다" });
    const mail = await lastMailTo(t.db, artist.user.email);
    expect(mail.subject).toBe("[아트링크] 요청하신 내 데이터가 준비되었습니다");
    expect(mail.text).toContain(`${TEST_APP_URL}/account-settings#my-data`);

    const res = await binary(artist.agent.get(state.downloadUrl)).expect(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(res.headers["cache-control"]).toContain("no-store");
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as Record<string, unknown> & Array<Record<string, unknown>>;
    const imageName = image.url.replace("/uploads/", "");
    const pdfName = pdf.url.replace("/uploads/", "");
    expect(Object.keys(zip).sort()).toEqual(
      [
        "README.txt",
        "account.json",
        "activity.json",
        "applications.json",
        `contracts/contract-${contract.id}.pdf`,
        "contracts.json",
        "files.json",
        `files/${imageName}`,
        `files/${pdfName}`,
        "invitations.json",
        "messages.json",
        "profile.json",
        "projects.json",
        "reviews.json",
        "saved-searches.json",
        "sign-ins.json",
      ].sort(),
    );

    // File by file.
    expect(strFromU8(zip["README.txt"]!)).toContain("아트링크 내 데이터");
    const account = json("account.json");
    expect(account.user).toMatchObject({ id: artist.user.id, email: artist.user.email, firstName: "지호", lastName: "이" });
    // No secrets: the password hash, verification tokens and search tokens stay out.
    expect(Object.keys(account.user as object)).not.toEqual(expect.arrayContaining(["password"]));
    expect(JSON.stringify(account)).not.toContain("$2");
    expect(account.twoFactor).toEqual({ totpEnabled: false, enabledAt: null });
    expect((json("profile.json").portfolios as unknown as Array<{ title: string }>).map((p) => p.title)).toEqual(["바람의 조각"]);
    expect(json("applications.json")).toHaveLength(1);
    expect(json("projects.json")).toEqual([]);
    expect(json("messages.json").map((m) => m.content)).toEqual(["안녕하세요, 전시 일정 문의드립니다.", "다음 주 화요일에 뵙겠습니다."]);
    const contracts = json("contracts.json");
    expect((contracts.contracts as unknown as Array<{ id: number; pdf?: unknown }>).map((c) => [c.id, "pdf" in c])).toEqual([[contract.id, false]]);
    expect(contracts.signatures).toHaveLength(2);
    expect(Buffer.from(zip[`contracts/contract-${contract.id}.pdf`]!).equals(contract.pdf)).toBe(true);
    const rev = json("reviews.json");
    expect(rev.given).toEqual([]);
    expect((rev.received as unknown as Array<{ comment: string }>).map((r) => r.comment)).toEqual(["성실한 작가님"]);
    expect(json("activity.json")).toEqual({ credits: [], items: [], records: [] });
    expect(json("saved-searches.json")).toEqual([]);
    const signIns = json("sign-ins.json");
    expect(signIns.map((e) => e.kind)).toEqual(expect.arrayContaining(["sign_in", "export"]));
    // The files as stored (an image is stored as the upload checks left it), byte for byte.
    expect(Buffer.from(zip[`files/${imageName}`]!).equals(readFileSync(join(uploadDir, imageName)))).toBe(true);
    expect(Buffer.from(zip[`files/${pdfName}`]!).equals(readFileSync(samplePdf))).toBe(true);
    expect(json("files.json")).toEqual({
      files: [
        { url: image.url, file: `files/${imageName}` },
        { url: pdf.url, file: `files/${pdfName}` },
      ],
      missing: [],
    });

    // To anyone else it does not exist: the other party, a guest; and the file is never served at /uploads.
    await producer.agent.get(state.downloadUrl).expect(404);
    expect((await producer.agent.get("/api/me/export").expect(200)).body).toEqual({ export: null });
    await t.request.get(state.downloadUrl).expect(401);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.body.id));
    expect(row!.fileName).toMatch(/^exports\/[\w-]+\.zip$/);
    await t.request.get(`/uploads/${row!.fileName}`).expect(404);
  });

  it("when 24 hours have passed, then the job deletes the file, the link answers 404 and a new request is accepted", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const asked = await agent.post("/api/me/export").expect(201);
    await runJob();
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.body.id));
    expect(await storage.exists(row!.fileName!)).toBe(true);
    const url = `/api/me/export/${asked.body.id}/download`;
    await binary(agent.get(url)).expect(200);

    try {
      offsetMs = 24 * 3_600_000 + 1_000;
      // Past its day the link is gone even before the job ran.
      await agent.get(url).expect(404);
      expect((await agent.get("/api/me/export").expect(200)).body.export).toMatchObject({ status: "expired", downloadUrl: null });
      await runJob();
      const [after] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.body.id));
      expect(after).toMatchObject({ status: "expired", fileName: null });
      expect(await storage.exists(row!.fileName!)).toBe(false);
      // The session signed in "a day ago" by the moved clock: a re-authentication first, then a new export.
      const refused = await agent.post("/api/me/export").expect(403);
      expect(refused.body.code).toBe("ReauthRequired");
      await agent.post("/api/auth/reauth").send({ password: TEST_PASSWORD }).expect(200);
      const next = await agent.post("/api/me/export").expect(201);
      expect(next.body.id).not.toBe(asked.body.id);
      expect(user.id).toBeTruthy();
    } finally {
      offsetMs = 0;
    }
  });

  it("when 20 requests arrive at once, then exactly one export is created and the others answer 409 (or 429 past the request limit)", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const answers = await Promise.all(Array.from({ length: 20 }, () => agent.post("/api/me/export")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toMatch(/이미 준비 중이거나/);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toHaveLength(1);
  });

  it("when the last sign-in is older than 15 minutes, then 403 ReauthRequired; a guest gets 401; another's id is a 404", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await ageSessions(t, user.id, 16);
    const refused = await agent.post("/api/me/export").expect(403);
    expect(refused.body).toEqual({
      code: "ReauthRequired",
      message: "보안을 위해 본인 확인이 필요합니다. 비밀번호, 인증 코드 또는 패스키로 다시 확인해주세요.",
    });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
    await t.request.post("/api/me/export").expect(401);
    await t.request.get("/api/me/export").expect(401);
    await agent.get("/api/me/export/999999/download").expect(404);
    await agent.get("/api/me/export/abc/download").expect(404);
  });
});
