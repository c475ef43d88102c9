import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dayFromToday } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Issue 31: self-reported evidence files opened at public addresses without signing in.
const t = await createTestApp();
const samplePdf = path.resolve(import.meta.dirname, "../../fixtures/sample.pdf");
const samplePng = path.resolve(import.meta.dirname, "../../fixtures/sample.png");
const pdfBytes = readFileSync(samplePdf);

const binary = (res: { body: unknown }) => res.body as Buffer;
const asBuffer = (req: import("supertest").Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => cb(null, Buffer.concat(chunks)));
  });

/** An artist with one self-reported item whose evidence is a PDF and an image. */
async function artistWithEvidence() {
  const artist = await signedIn(t, "artist", { firstName: "하늘", lastName: "윤" });
  const pdf = (await artist.agent.post("/api/upload").attach("file", samplePdf).expect(201)).body;
  const image = (await artist.agent.post("/api/upload").attach("file", samplePng).expect(201)).body;
  const item = await artist.agent.post("/api/activity/items").send({
    kind: "exhibition",
    title: "개인전 〈물의 기억〉",
    startDate: dayFromToday(-200),
    endDate: dayFromToday(-190),
    evidenceUrls: [pdf.url, image.url],
  });
  expect(item.status).toBe(201);
  const name = (url: string) => url.replace("/uploads/", "");
  return { artist, pdf, image, item: item.body, pdfName: name(pdf.url), imageName: name(image.url) };
}

describe("evidence files of self-reported activity", () => {
  it("when a guest or another member asks for an evidence file at its upload address, then 404, its list variant too", async () => {
    const s = await artistWithEvidence();
    const stranger = await signedIn(t, "producer");
    for (const url of [s.pdf.url, s.image.url, s.image.thumbnailUrl]) {
      expect((await t.request.get(url)).status, url).toBe(404);
      expect((await stranger.agent.get(url)).status, url).toBe(404);
      // Not even its owner: the file is read through the owner's own address.
      expect((await s.artist.agent.get(url)).status, url).toBe(404);
    }
  });

  it("when the owner asks through their activity, then the file comes, private; a stranger and a guest get 404 / 401 there", async () => {
    const s = await artistWithEvidence();
    expect(s.item.evidenceUrls).toEqual([`/api/activity/evidence/${s.pdfName}`, `/api/activity/evidence/${s.imageName}`]);
    const mine = await s.artist.agent.get("/api/activity").expect(200);
    expect(mine.body.items[0].evidenceUrls).toEqual(s.item.evidenceUrls);

    const own = await asBuffer(s.artist.agent.get(`/api/activity/evidence/${s.pdfName}`));
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(binary(own).equals(pdfBytes)).toBe(true);

    const stranger = await signedIn(t, "artist");
    expect((await stranger.agent.get(`/api/activity/evidence/${s.pdfName}`)).status).toBe(404);
    expect((await t.request.get(`/api/activity/evidence/${s.pdfName}`)).status).toBe(401);
    expect((await s.artist.agent.get("/api/activity/evidence/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("when a record includes the item, then a verifier with its code gets the file through the record, and not once it is revoked", async () => {
    const s = await artistWithEvidence();
    const built = await s.artist.agent.post("/api/activity/records").send({ years: 1, creditIds: [], itemIds: [s.item.id] });
    expect(built.status).toBe(201);
    const code = built.body.verifyCode;
    const page = await t.request.get(`/api/records/verify/${code}`).expect(200);
    const via = `/api/records/verify/${code}/evidence/${s.pdfName}`;
    expect(page.body.entries[0].evidence).toEqual([via, `/api/records/verify/${code}/evidence/${s.imageName}`]);

    const verifier = await asBuffer(t.request.get(via));
    expect(verifier.status).toBe(200);
    expect(binary(verifier).equals(pdfBytes)).toBe(true);

    // Another record of the same artist that does not include the item does not open it.
    const other = await s.artist.agent.post("/api/activity/records").send({ years: 1, creditIds: [], itemIds: [] });
    expect((await t.request.get(`/api/records/verify/${other.body.verifyCode}/evidence/${s.pdfName}`)).status).toBe(404);
    // A wrong code, a file of another artist.
    expect((await t.request.get(`/api/records/verify/AAAAAAAAAAAA/evidence/${s.pdfName}`)).status).toBe(404);
    const someoneElse = await artistWithEvidence();
    expect((await t.request.get(`/api/records/verify/${code}/evidence/${someoneElse.pdfName}`)).status).toBe(404);

    await s.artist.agent.post(`/api/activity/records/${built.body.id}/revoke`).expect(200);
    expect((await t.request.get(via)).status).toBe(404);
  });

  it("when a file is not evidence (a portfolio picture), then its upload address still serves it to anyone", async () => {
    const artist = await signedIn(t, "artist");
    const image = (await artist.agent.post("/api/upload").attach("file", samplePng).expect(201)).body;
    expect((await t.request.get(image.url)).status).toBe(200);
  });
});
