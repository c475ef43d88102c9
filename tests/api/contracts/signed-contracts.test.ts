import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, contractSignatures } from "@shared/schema/index";
import { insertApplication, insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

/*
 * Issue 30 (penetration test): "signed means signed". A contract both parties signed cannot be edited or
 * voided by one side; a change is an amendment both sign again; ending it needs both parties' consent.
 */
const t = await createTestApp();
const sha = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

async function setup() {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", budget: "300만원", location: "서울" });
  await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
  return { producer, artist, project };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const signBody = (fullName: string, documentHash: string) => ({ fullName, consent: true, password: TEST_PASSWORD, documentHash });

/** Drafts, sends and has both parties sign through the API (the real PDF is rendered). */
async function fullySigned(s: Setup) {
  const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
  expect(drafted.status).toBe(201);
  const id: number = drafted.body.id;
  expect((await s.producer.agent.post(`/api/contracts/${id}/send`).send({})).status).toBe(200);
  const hash: string = drafted.body.documentHash;
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
