import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { isSafeUploadName, resolveRange, type ByteRange, type StoredFile, type UploadStorage } from "./storage";

/** Uploads on this machine's disk under `dir` (UPLOAD_DIR), served by express.static. */
export class LocalDiskStorage implements UploadStorage {
  readonly kind = "local" as const;
  constructor(readonly dir: string) {}

  private pathOf(name: string): string {
    if (!isSafeUploadName(name)) throw new Error(`unsafe upload name: ${name}`);
    return path.join(this.dir, name);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed into place: a full disk or a crash mid-write never
    // leaves a partial file under the real name, and the temporary one is removed on failure.
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.partial`);
    try {
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  async putFile(name: string, source: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.partial`);
    try {
      // Same disk: a rename, no copy. Another disk (EXDEV): streamed, a chunk at a time.
      await rename(source, temp).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== "EXDEV") throw err;
        await pipeline(createReadStream(source), createWriteStream(temp));
      });
      await rename(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  async get(name: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!(await this.exists(name))) return null;
    const p = this.pathOf(name);
    const total = (await stat(p)).size;
    if (!range) return { body: createReadStream(p), size: total };
    const { start, end } = resolveRange(range, total);
    return { body: createReadStream(p, { start, end }), size: end - start + 1, range: { start, end, total } };
  }

  async exists(name: string): Promise<boolean> {
    if (!isSafeUploadName(name)) return false;
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch {
      return false;
    }
  }

  async delete(name: string): Promise<void> {
    await unlink(this.pathOf(name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
}
