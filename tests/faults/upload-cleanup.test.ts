import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { THUMB_WIDTH } from "@shared/uploads";
import { uploads, users } from "@shared/schema/index";
import { LocalDiskStorage } from "../../server/storage/local";
import { S3Storage } from "../../server/storage/s3";
import type { UploadStorage } from "../../server/storage/storage";
import { insertUser } from "../factories/users";
import { startS3 } from "../setup/s3";
import { createFaultDatabase, type ServerProcess, startServer } from "./helpers";

/**
 * The upload clean-up job (issue 30) in real server processes, two on one database as behind a load
 * balancer, once on each storage: a local upload folder and an S3-compatible bucket (s3rver). Whichever
 * process takes the job's lock deletes an upload no row used for a day and a withdrawn account's file,
 * from the storage and the table, once; used and young uploads stay.
 */
const png = readFileSync(path.join(import.meta.dirname, "../fixtures/sample.png"));
const DAY = 86_400_000;
const s3 = await startS3("artlink-faults");
const uploadDir = mkdtempSync(path.join(tmpdir(), "artlink-faults-cleanup-"));
const s3Storage = new S3Storage(s3.config);
afterAll(async () => {
  s3Storage.destroy();
  await s3.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

const storages: Array<[string, UploadStorage, Record<string, string>]> = [
  ["local upload folder", new LocalDiskStorage(uploadDir), { UPLOAD_DIR: uploadDir }],
  [
    "S3-compatible bucket (s3rver)",
    s3Storage,
    {
      UPLOAD_S3_BUCKET: s3.config.bucket,
      UPLOAD_S3_ENDPOINT: s3.config.endpoint!,
      UPLOAD_S3_REGION: s3.config.region,
      UPLOAD_S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      UPLOAD_S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      UPLOAD_S3_FORCE_PATH_STYLE: "true",
    },
  ],
];

let seq = 0;
/** A stored upload (file and list variant) and its record, `ageMs` old. */
async function storedUpload(
  db: NonNullable<Awaited<ReturnType<typeof createFaultDatabase>>["database"]>["db"],
  storage: UploadStorage,
  ownerId: string,
  ageMs: number,
  used = false,
) {
  const name = `${Date.now().toString(16)}${(seq += 1).toString(16).padStart(4, "0")}cleanup`;
  await storage.put(`${name}.png`, png, "image/png");
  await storage.put(`${name}.w${THUMB_WIDTH}.webp`, png, "image/webp");
  const createdAt = new Date(Date.now() - ageMs);
  await db
    .insert(uploads)
    .values({ ownerId, url: `/uploads/${name}.png`, bytes: png.length * 2, contentType: "image/png", createdAt, attachedAt: used ? createdAt : null });
  return { url: `/uploads/${name}.png`, files: [`${name}.png`, `${name}.w${THUMB_WIDTH}.webp`] };
}

describe.each(storages)("the upload clean-up job on a %s, two processes", (_label, storage, env) => {
  let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
  let servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) expect(await s.stop()).toBe(0);
    await fault?.drop();
  });

  it("when both processes run it, then the day-old unused upload and the withdrawn account's file are deleted once, and used and young uploads stay", async () => {
    fault = await createFaultDatabase({ migrated: true });
    const db = fault.database!.db;
    const member = await insertUser(db, { userType: "artist" });
    const withdrawn = await insertUser(db, { userType: "artist" });
    const orphan = await storedUpload(db, storage, member.id, 2 * DAY);
    const young = await storedUpload(db, storage, member.id, DAY / 2);
    const avatar = await storedUpload(db, storage, member.id, 3 * DAY, true);
    await db.update(users).set({ profileImageUrl: avatar.url }).where(eq(users.id, member.id));
    const left = await storedUpload(db, storage, withdrawn.id, DAY / 24, true);
    await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, withdrawn.id));

    // Both at once; each runs its jobs' first pass 5 s after start.
    servers = await Promise.all([
      startServer({ DATABASE_URL: fault.url, LOG_LEVEL: "debug", ...env }),
      startServer({ DATABASE_URL: fault.url, LOG_LEVEL: "debug", ...env }),
    ]);
    const tick = /"job":"upload-cleanup","ran":(true|false)/;
    await Promise.all(servers.map((s) => s.waitForOutput(tick, 90_000)));

    for (const name of [...orphan.files, ...left.files]) expect(await storage.exists(name), name).toBe(false);
    for (const name of [...young.files, ...avatar.files]) expect(await storage.exists(name), name).toBe(true);
    const rows = (await db.select({ url: uploads.url }).from(uploads)).map((r) => r.url).sort();
    expect(rows).toEqual([young.url, avatar.url].sort());
    // Served no more by either process; the kept ones still are.
    for (const s of servers) {
      expect((await fetch(`${s.url}${orphan.url}`)).status).toBe(404);
      expect((await fetch(`${s.url}${left.url}`)).status).toBe(404);
      expect((await fetch(`${s.url}${avatar.url}`)).status).toBe(200);
    }
    // Once: the passes' reports add up to one deletion of each kind, and no pass failed.
    const reports = servers.flatMap((s) =>
      s
        .output()
        .split("\n")
        .filter((l) => l.includes('"msg":"uploads cleaned up"'))
        .map((l) => JSON.parse(l) as { unused: number; withdrawn: number; failed: number }),
    );
    expect(reports.reduce((n, r) => n + r.unused, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.withdrawn, 0)).toBe(1);
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    for (const s of servers) expect(s.output()).not.toMatch(/"msg":"job failed"/);
  });
});
