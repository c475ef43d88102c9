import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { UNUSED_UPLOAD_TTL_MS } from "@shared/constants";
import { portfolios, uploads } from "@shared/schema/index";
import { createJobRunner } from "../../../server/jobs/runner";
import { UPLOAD_CLEANUP_JOB, uploadCleanupJob } from "../../../server/jobs/upload-cleanup";
import { LocalDiskStorage } from "../../../server/storage/local";
import { S3Storage } from "../../../server/storage/s3";
import type { UploadStorage } from "../../../server/storage/storage";
import { startS3 } from "../../setup/s3";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

/**
 * Issue 30: nothing removed files that no row uses. The clean-up job deletes, from the storage and the
 * table, uploads nobody attached within a day, and whatever a withdrawn account left behind.
 */
const png = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/sample.png"));
const HOUR = 3_600_000;
const localDir = mkdtempSync(path.join(tmpdir(), "upload-cleanup-"));
const s3 = await startS3();
const s3Storage = new S3Storage(s3.config);
afterAll(async () => {
  s3Storage.destroy();
  await s3.stop();
  rmSync(localDir, { recursive: true, force: true });
});

/** A storage whose deletes fail while `broken` is set (an S3 outage at the moment of withdrawal). */
class Flaky implements UploadStorage {
  broken = false;
  constructor(private inner: UploadStorage) {}
  get kind() {
    return this.inner.kind;
  }
  put(...a: Parameters<UploadStorage["put"]>) {
    return this.inner.put(...a);
  }
  putFile(...a: Parameters<UploadStorage["putFile"]>) {
    return this.inner.putFile(...a);
  }
  get(name: string) {
    return this.inner.get(name);
  }
  exists(name: string) {
    return this.inner.exists(name);
  }
  async delete(name: string) {
    if (this.broken) throw Object.assign(new Error("storage unreachable"), { code: "ECONNREFUSED" });
    return this.inner.delete(name);
  }
}

describe.each([
  ["local disk", new LocalDiskStorage(localDir)],
  ["S3 (s3rver)", s3Storage],
] as Array<[string, UploadStorage]>)("the upload clean-up job on %s", async (_label, inner) => {
  const storage = new Flaky(inner);
  let clock = Date.parse("2030-06-01T03:00:00Z");
  const t = await createTestApp({ storage, now: () => new Date(clock) });
  const runner = createJobRunner(t.db, { now: () => new Date(clock) });
  runner.register(uploadCleanupJob(storage));
  const nameOf = (url: string) => url.replace(/^\/uploads\//, "");
  const rowOf = async (url: string) => (await t.db.select().from(uploads).where(eq(uploads.url, url)))[0];

  it("when an upload is not used by any row for a day, then the job deletes its files and its row; a used one and a younger one stay", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const orphan = (await agent.post("/api/upload").attach("file", png, "버린.png").expect(201)).body as { url: string; thumbnailUrl: string };
    const avatar = (await agent.post("/api/upload?variant=avatar").attach("file", png, "me.png").expect(201)).body as { url: string; thumbnailUrl: string };
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: avatar.url })).status).toBe(200);
    clock += 2 * HOUR;
    const younger = (await agent.post("/api/upload").attach("file", png, "새.png").expect(201)).body as { url: string };

    clock += UNUSED_UPLOAD_TTL_MS - 2 * HOUR - 60_000;
    expect(await runner.runOnce(UPLOAD_CLEANUP_JOB)).toBe(true);
    expect(await inner.exists(nameOf(orphan.url))).toBe(true);

    clock += 2 * 60_000;
    expect(await runner.runOnce(UPLOAD_CLEANUP_JOB)).toBe(true);
    expect(await inner.exists(nameOf(orphan.url))).toBe(false);
    expect(await inner.exists(nameOf(orphan.thumbnailUrl))).toBe(false);
    expect(await rowOf(orphan.url)).toBeUndefined();
    expect((await t.request.get(orphan.url)).status).toBe(404);
    // In use: kept, with its variant.
    expect(await inner.exists(nameOf(avatar.url))).toBe(true);
    expect(await inner.exists(nameOf(avatar.thumbnailUrl))).toBe(true);
    expect((await rowOf(avatar.url))?.attachedAt).not.toBeNull();
    // Less than a day old: kept.
    expect(await inner.exists(nameOf(younger.url))).toBe(true);

    // Idempotent: another pass finds nothing more to do and breaks nothing.
    expect(await runner.runOnce(UPLOAD_CLEANUP_JOB)).toBe(true);
    expect(await inner.exists(nameOf(avatar.url))).toBe(true);
  });

  it("when a replaced profile picture has been unused for a day, then it is deleted and the usage shrinks", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const first = (await agent.post("/api/upload?variant=avatar").attach("file", png, "1.png").expect(201)).body as { url: string };
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: first.url })).status).toBe(200);
    const second = (await agent.post("/api/upload?variant=avatar").attach("file", png, "2.png").expect(201)).body as { url: string };
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: second.url })).status).toBe(200);
    const before = (await agent.get("/api/upload/usage").expect(200)).body as { usedBytes: number };
    expect((await rowOf(first.url))?.attachedAt).toBeNull();

    clock += UNUSED_UPLOAD_TTL_MS + 60_000;
    await runner.runOnce(UPLOAD_CLEANUP_JOB);
    expect(await inner.exists(nameOf(first.url))).toBe(false);
    expect(await inner.exists(nameOf(second.url))).toBe(true);
    const after = (await agent.get("/api/upload/usage").expect(200)).body as { usedBytes: number };
    expect(after.usedBytes).toBeLessThan(before.usedBytes);
    expect(after.usedBytes).toBe((await rowOf(second.url))!.bytes);
  });

  it("when a row still names an upload marked unused, then the job keeps the file and marks it used again", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const up = (await agent.post("/api/upload").attach("file", png, "작품.png").expect(201)).body as { url: string };
    // Written around the service (an older code path, a hand-made row): the job must look at the rows, not only the flag.
    await t.db.insert(portfolios).values({ userId: user.id, title: "직접 넣은 작품", imageUrl: up.url });
    clock += UNUSED_UPLOAD_TTL_MS + 60_000;
    await runner.runOnce(UPLOAD_CLEANUP_JOB);
    expect(await inner.exists(nameOf(up.url))).toBe(true);
    expect((await rowOf(up.url))?.attachedAt).not.toBeNull();
  });

  it("when the storage fails during a withdrawal, then the withdrawal succeeds and the next job pass deletes what was left", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const avatar = (await agent.post("/api/upload?variant=avatar").attach("file", png, "me.png").expect(201)).body as { url: string };
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: avatar.url })).status).toBe(200);
    storage.broken = true;
    try {
      expect((await agent.delete("/api/auth/delete-account").send({ confirmText: "삭제하겠습니다", reason: "이유", password: TEST_PASSWORD })).status).toBe(
        200,
      );
    } finally {
      storage.broken = false;
    }
    expect(await inner.exists(nameOf(avatar.url))).toBe(true);

    // The privacy page promises deletion without delay: the very next pass, no day of grace.
    clock += 60_000;
    await runner.runOnce(UPLOAD_CLEANUP_JOB);
    expect(await inner.exists(nameOf(avatar.url))).toBe(false);
    expect(await rowOf(avatar.url)).toBeUndefined();
  });

  it("when the storage fails while the job deletes, then the row stays for the next pass and the job still finishes", async () => {
    const { agent } = await signedIn(t, "artist");
    const up = (await agent.post("/api/upload").attach("file", png, "작품.png").expect(201)).body as { url: string };
    clock += UNUSED_UPLOAD_TTL_MS + 60_000;
    storage.broken = true;
    try {
      expect(await runner.runOnce(UPLOAD_CLEANUP_JOB)).toBe(true);
    } finally {
      storage.broken = false;
    }
    expect(await rowOf(up.url)).toBeDefined();
    await runner.runOnce(UPLOAD_CLEANUP_JOB);
    expect(await rowOf(up.url)).toBeUndefined();
    expect(await inner.exists(nameOf(up.url))).toBe(false);
  });
});
