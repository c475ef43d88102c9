import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { fileTypeFromBuffer } from "file-type";
import type { Request, RequestHandler, Response } from "express";
import multer from "multer";
import sharp from "sharp";
import { AVATAR_SIZE, FILE_MAX_BYTES } from "@shared/constants";
import { IMAGE_MIME, THUMB_WIDTH, UPLOAD_MIME } from "@shared/uploads";
import { AppError, ValidationError } from "../http/errors";
import { isSafeUploadName, parseRangeHeader, RangeNotSatisfiableError, type StoredFile as StoredBytes, type UploadStorage } from "./storage";

/**
 * Multipart parsing into memory of one file in `field`, 10 MB; a larger file ends as 413 in the error
 * handler. Whatever else the parser throws is the request's fault (no boundary, a truncated or
 * malformed part: busboy's plain Errors, which were answered 500), so it becomes a 400.
 */
export function uploadField(field: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 },
  }).single(field);
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (!err || err instanceof multer.MulterError || err instanceof AppError) return next(err);
      next(new AppError("BadRequest", "파일 업로드 요청이 올바르지 않습니다."));
    });
}

export const uploadSingle = uploadField("file");

export interface StoredFile {
  fileUrl: string;
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  size: number;
}

const OUT_OF_SPACE = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
export const storageMessages = {
  full: "저장 공간이 부족해 파일을 저장하지 못했습니다. 잠시 후 다시 시도하거나 관리자에게 문의해주세요.",
} as const;

/**
 * Stores the parts of one upload, all or none: when one part fails, the parts already stored are
 * deleted; a full disk (or quota) answers 507 InsufficientStorage in Korean instead of a 500.
 */
async function putAll(storage: UploadStorage, parts: Array<{ name: string; bytes: Buffer; contentType: string }>): Promise<void> {
  const done: string[] = [];
  try {
    for (const p of parts) {
      await storage.put(p.name, p.bytes, p.contentType);
      done.push(p.name);
    }
  } catch (err) {
    await Promise.all(done.map((n) => storage.delete(n).catch(() => undefined)));
    const code = (err as NodeJS.ErrnoException)?.code;
    if (code && OUT_OF_SPACE.has(code)) throw new AppError("InsufficientStorage", storageMessages.full);
    throw err;
  }
}

/** One upload ready to store: its parts (the file and its list variant) and the answer describing it. */
export interface PreparedUpload {
  parts: Array<{ name: string; bytes: Buffer; contentType: string }>;
  file: StoredFile;
  /** Bytes of every part: what the account's storage quota counts. */
  bytes: number;
}

/**
 * Checks an upload's type from the bytes (the name and the declared type are ignored) and makes what will
 * be stored under a random name, storing nothing yet. Images also get a WebP variant THUMB_WIDTH wide for
 * lists and cards; PDFs get none (no PDF renderer is installed, and a placeholder would pass for a preview).
 * `avatar` takes images only and keeps just a square AVATAR_SIZE WebP crop (centred on the most salient
 * region) and its THUMB_WIDTH variant, so a profile picture is never stretched.
 * @throws ValidationError (no file), AppError UnsupportedMediaType (415).
 */
export async function prepareUpload(file: Express.Multer.File | undefined, accept: "image" | "any" | "avatar"): Promise<PreparedUpload> {
  if (!file || !file.buffer?.length) throw new ValidationError("업로드할 파일을 선택해주세요.");
  const detected = await fileTypeFromBuffer(file.buffer);
  const allowed: readonly string[] = accept === "any" ? UPLOAD_MIME : IMAGE_MIME;
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(
      "UnsupportedMediaType",
      accept !== "any"
        ? "지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다."
        : "지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지 또는 PDF만 올릴 수 있습니다.",
    );
  }
  const name = randomBytes(16).toString("hex");
  if (accept === "avatar") return prepareAvatar(name, file.buffer);
  const ext = detected.ext === "jpg" ? "jpg" : detected.ext;
  const parts: PreparedUpload["parts"] = [];
  let thumbnailUrl: string | null = null;
  // PDFs keep their bytes (their document metadata is the author's; the upload form says so).
  let stored = file.buffer;
  if ((IMAGE_MIME as readonly string[]).includes(detected.mime)) {
    try {
      const thumb = await sharp(file.buffer, { animated: false, limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      parts.push({ name: `${name}.w${THUMB_WIDTH}.webp`, bytes: thumb, contentType: "image/webp" });
      thumbnailUrl = `/uploads/${name}.w${THUMB_WIDTH}.webp`;
      stored = await withoutMetadata(file.buffer, detected.mime);
    } catch {
      // Bytes that claim to be an image but do not decode are refused like any other bad type.
      throw new AppError("UnsupportedMediaType", "이미지 파일을 읽을 수 없습니다. 다른 파일을 선택해주세요.");
    }
  }
  parts.push({ name: `${name}.${ext}`, bytes: stored, contentType: detected.mime });
  const url = `/uploads/${name}.${ext}`;
  return { parts, file: { fileUrl: url, url, thumbnailUrl, contentType: detected.mime, size: stored.length }, bytes: totalBytes(parts) };
}

const totalBytes = (parts: PreparedUpload["parts"]) => parts.reduce((n, p) => n + p.bytes.length, 0);

/**
 * Stores a prepared upload's parts, all or none. Requests store files through the uploads feature
 * (features/uploads/service.ts receiveUpload), which records who owns them first.
 * @throws AppError InsufficientStorage (507).
 */
export async function putUpload(storage: UploadStorage, prepared: PreparedUpload): Promise<StoredFile> {
  await putAll(storage, prepared.parts);
  return prepared.file;
}

/**
 * The image re-encoded in its own format with its orientation applied and every EXIF, XMP and IPTC
 * block left out (sharp writes none unless asked): camera, GPS and editing history of a photo must not
 * be published (issue 30). The original bytes are never stored. Animated GIF and WebP keep their frames.
 */
async function withoutMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  const animated = mime === "image/gif" || mime === "image/webp";
  const img = sharp(bytes, { animated, limitInputPixels: 100_000_000 }).rotate();
  switch (mime) {
    case "image/jpeg":
      return img.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case "image/png":
      return img.png({ compressionLevel: 9 }).toBuffer();
    case "image/webp":
      return img.webp({ quality: 90 }).toBuffer();
    case "image/gif":
      return img.gif().toBuffer();
    default:
      throw new Error(`no re-encoder for ${mime}`);
  }
}

async function prepareAvatar(name: string, bytes: Buffer): Promise<PreparedUpload> {
  let square: Buffer;
  let thumb: Buffer;
  try {
    square = await sharp(bytes, { animated: false, limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await sharp(square).resize({ width: THUMB_WIDTH, height: THUMB_WIDTH }).webp({ quality: 78 }).toBuffer();
  } catch {
    throw new AppError("UnsupportedMediaType", "이미지 파일을 읽을 수 없습니다. 다른 파일을 선택해주세요.");
  }
  // Named like every other upload, so thumbnailUrl() finds the variant.
  const parts = [
    { name: `${name}.w${THUMB_WIDTH}.webp`, bytes: thumb, contentType: "image/webp" },
    { name: `${name}.webp`, bytes: square, contentType: "image/webp" },
  ];
  const url = `/uploads/${name}.webp`;
  return {
    parts,
    file: { fileUrl: url, url, thumbnailUrl: `/uploads/${name}.w${THUMB_WIDTH}.webp`, contentType: "image/webp", size: square.length },
    bytes: totalBytes(parts),
  };
}

/** The storage name of an /uploads/ address, or null when it is not one. */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith("/uploads/")) return null;
  const name = url.slice("/uploads/".length);
  return isSafeUploadName(name) ? name : null;
}

/** Deletes an upload and its list variant by address (a file gone already is fine). */
export async function deleteUpload(storage: UploadStorage, url: string | null | undefined): Promise<void> {
  const name = url ? uploadNameOf(url) : null;
  if (!name) return;
  const variant = name.replace(/\.[a-z0-9]+$/, `.w${THUMB_WIDTH}.webp`);
  await Promise.all([storage.delete(name), variant !== name ? storage.delete(variant) : undefined]);
}

/** GET /uploads/<name> from a storage other than the local disk (the disk is served by express.static). */
export function serveUploads(storage: UploadStorage): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = decodeURIComponent(req.path.replace(/^\//, ""));
    // One byte range, as express.static answers from disk, so players seek (issue 26). An If-Range names a
    // validator this route never sends: the whole file then, as HTTP asks.
    const range = req.method === "GET" && !req.headers["if-range"] ? parseRangeHeader(req.headers.range) : undefined;
    let file: StoredBytes | null;
    try {
      file = isSafeUploadName(name) ? await storage.get(name, range) : null;
    } catch (err) {
      if (!(err instanceof RangeNotSatisfiableError)) throw err;
      if (err.total !== undefined) res.setHeader("Content-Range", `bytes */${err.total}`);
      res.status(416).json({ code: "RangeNotSatisfiable", message: "요청한 범위가 파일 크기를 벗어났습니다." });
      return;
    }
    if (!file) {
      res.status(404).json({ code: "NotFound", message: "요청하신 항목을 찾을 수 없습니다." });
      return;
    }
    res.setHeader("Accept-Ranges", "bytes");
    await sendStoredFile(req, res, file, "public, max-age=31536000, immutable");
  };
}

/** Sends a stored file (from UploadStorage.get) with its type, length and `cacheControl`; HEAD sends the headers only. */
export async function sendStoredFile(req: Request, res: Response, file: StoredBytes, cacheControl: string): Promise<void> {
  res.setHeader("Content-Type", file.contentType ?? "application/octet-stream");
  if (file.size !== undefined) res.setHeader("Content-Length", String(file.size));
  if (file.range) {
    res.status(206);
    res.setHeader("Content-Range", `bytes ${file.range.start}-${file.range.end}/${file.range.total}`);
  }
  res.setHeader("Cache-Control", cacheControl);
  if (req.method === "HEAD") {
    file.body.destroy();
    res.end();
    return;
  }
  await pipeline(file.body, res);
}
