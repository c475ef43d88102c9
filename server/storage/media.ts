import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, stat, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { AUDIO_MAX_BYTES, VIDEO_MAX_BYTES } from "@shared/constants";
import { AUDIO_MIME, VIDEO_MIME } from "@shared/uploads";
import { AppError, ValidationError } from "../http/errors";
import type { UploadStorage } from "./storage";
import type { StoredFile } from "./uploads";

export const mediaMessages = {
  tooLarge: `영상은 ${VIDEO_MAX_BYTES / 1024 / 1024}MB, 음원은 ${AUDIO_MAX_BYTES / 1024 / 1024}MB 이하여야 합니다.`,
  audioTooLarge: `음원은 ${AUDIO_MAX_BYTES / 1024 / 1024}MB 이하여야 합니다.`,
  type: "지원하지 않는 파일 형식입니다. 영상은 MP4, WebM, MOV, 음원은 MP3, M4A, WAV만 올릴 수 있습니다.",
  missing: "업로드할 파일을 선택해주세요.",
  bad: "파일 업로드 요청이 올바르지 않습니다.",
} as const;

/**
 * Where a streamed upload waits while its type is checked: beside the files on local disk (so storing
 * it is a rename; the dot keeps it out of /uploads/), the system's temporary folder otherwise.
 */
export function incomingDir(storage: UploadStorage): string {
  const dir = "dir" in storage && typeof storage.dir === "string" ? path.join(storage.dir, ".incoming") : path.join(os.tmpdir(), "arts-media-incoming");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Multipart parsing of one video or audio file in field `file`, written to disk as it arrives (multer's
 * disk storage): the request's bytes are never gathered in memory. Past VIDEO_MAX_BYTES busboy stops
 * and the partial file is removed (413).
 */
export function readMediaFile(dir: string) {
  const parse = multer({
    storage: multer.diskStorage({ destination: dir, filename: (_req, _file, cb) => cb(null, `${randomBytes(16).toString("hex")}.part`) }),
    limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5 },
  }).single("file");
  return (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) =>
      parse(req, res, (err?: unknown) => {
        if (!err) return resolve();
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") return reject(new AppError("PayloadTooLarge", mediaMessages.tooLarge));
        if (err instanceof AppError) return reject(err);
        reject(new AppError("BadRequest", mediaMessages.bad));
      }),
    );
}

/** The first bytes of a file: enough for file-type to tell the container. */
async function head(file: string, bytes = 4100): Promise<Buffer> {
  const fh = await open(file, "r");
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export interface PreparedMedia {
  name: string;
  source: string;
  contentType: string;
  kind: "video" | "audio";
  bytes: number;
  file: StoredFile;
}

/**
 * Checks a received media file's type from its first bytes (name and declared type ignored) and its size
 * for its kind; the temporary file is removed when it is refused.
 * @throws ValidationError (no file), AppError UnsupportedMediaType (415), PayloadTooLarge (413: audio past its limit).
 */
export async function prepareMedia(file: Express.Multer.File | undefined): Promise<PreparedMedia> {
  if (!file?.path) throw new ValidationError(mediaMessages.missing);
  try {
    const size = (await stat(file.path)).size;
    if (!size) throw new ValidationError(mediaMessages.missing);
    const detected = await fileTypeFromBuffer(await head(file.path));
    const mime = detected?.mime ?? "";
    const kind = (VIDEO_MIME as readonly string[]).includes(mime) ? "video" : (AUDIO_MIME as readonly string[]).includes(mime) ? "audio" : null;
    if (!kind || !detected) throw new AppError("UnsupportedMediaType", mediaMessages.type);
    if (kind === "audio" && size > AUDIO_MAX_BYTES) throw new AppError("PayloadTooLarge", mediaMessages.audioTooLarge);
    const ext = detected.ext;
    // Browsers play .m4a as audio/mp4; file-type says audio/x-m4a.
    const contentType = mime === "audio/x-m4a" ? "audio/mp4" : mime;
    const name = `${randomBytes(16).toString("hex")}.${ext}`;
    const url = `/uploads/${name}`;
    return { name, source: file.path, contentType, kind, bytes: size, file: { fileUrl: url, url, thumbnailUrl: null, contentType, size } };
  } catch (err) {
    await unlink(file.path).catch(() => undefined);
    throw err;
  }
}
