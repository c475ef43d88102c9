import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "@shared/schema/index";
import { LocalDiskStorage } from "../../server/storage/local";
import { signedIn } from "../setup/signed-in";
import { createTestApp } from "../setup/test-app";

// A really full disk when this machine lets us mount one (CI runs as root): a 64 KiB tmpfs. Elsewhere a
// disk storage whose write fails with the same ENOSPC error the kernel gives.
const dir = mkdtempSync(path.join(tmpdir(), "upload-full-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir], { stdio: "ignore" });
  mounted = true;
} catch {
  mounted = false;
}
afterAll(() => {
  if (mounted) execFileSync("umount", [dir]);
  rmSync(dir, { recursive: true, force: true });
});

class FullDisk extends LocalDiskStorage {
  override async put(): Promise<void> {
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
  }
}

const t = await createTestApp(mounted ? { uploadDir: dir } : { storage: new FullDisk(dir) });
const { agent } = await signedIn(t, "artist");

describe(`an upload onto a full disk (${mounted ? "a real 64 KiB tmpfs" : "a storage failing with ENOSPC"})`, () => {
  it("when the file does not fit, then 507 with a Korean message and no file or partial file is left", async () => {
    // Random pixels do not compress: a ~300 KiB PNG, larger than the whole disk (its thumbnail fits). Truly random
    // bytes, since the stored image is re-encoded at full PNG compression (issue 30) and a patterned one shrank to fit.
    const noise = randomBytes(320 * 320 * 3);
    const png = await sharp(noise, { raw: { width: 320, height: 320, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(64 * 1024);

    const res = await agent.post("/api/upload").attach("file", png, { filename: "큰 그림.png", contentType: "image/png" });
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ code: "InsufficientStorage", message: expect.stringMatching(/저장 공간이 부족/) });
    // No file anywhere under it, the streamed uploads' waiting folder (.incoming, issue 26) included.
    expect(readdirSync(dir, { recursive: true }).filter((name) => statSync(path.join(dir, String(name))).isFile())).toEqual([]);
    // Nor a record charging the account for a file it does not have (issue 30).
    expect(await t.db.select().from(uploads)).toEqual([]);

    // A small file still fits afterwards: the failed one freed its space.
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const ok = await agent.post("/api/upload").attach("file", small, { filename: "작은.png", contentType: "image/png" });
    expect(ok.status).toBe(mounted ? 201 : 507);
    expect(await t.db.select().from(uploads)).toHaveLength(mounted ? 1 : 0);
  });
});
