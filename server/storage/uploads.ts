import { randomBytes } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import sharp from "sharp";
import { AVATAR_SIZE, FILE_MAX_BYTES } from "@shared/constants";
import { IMAGE_MIME, THUMB_WIDTH, UPLOAD_MIME } from "@shared/uploads";
import { AppError, ValidationError } from "../http/errors";

/** Multipart parsing into memory of one file in `field`, 10 MB; a larger file ends as 413 in the error handler. */
export function uploadField(field: string) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 },
  }).single(field);
}

export const uploadSingle = uploadField("file");

export interface StoredFile {
  fileUrl: string;
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  size: number;
}

/**
 * Stores an upload under a random name after checking its type from the bytes (the name and the
 * declared type are ignored). Images also get a WebP variant THUMB_WIDTH wide for lists and cards;
 * PDFs get none (no PDF renderer is installed, and a placeholder would pass for a preview).
 * `avatar` takes images only and keeps just a square AVATAR_SIZE WebP crop (centred on the most
 * salient region) and its THUMB_WIDTH variant, so a profile picture is never stretched.
 * @throws ValidationError (no file), AppError UnsupportedMediaType (415).
 */
export async function storeUpload(
  uploadDir: string,
  file: Express.Multer.File | undefined,
  accept: "image" | "any" | "avatar",
): Promise<StoredFile> {
  if (!file || !file.buffer?.length) throw new ValidationError("업로드할 파일을 선택해주세요.");
  const detected = await fileTypeFromBuffer(file.buffer);
  const allowed: readonly string[] = accept === "any" ? UPLOAD_MIME : IMAGE_MIME;
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(
      "UnsupportedMediaType",
      accept !== "any" ? "지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다." : "지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지 또는 PDF만 올릴 수 있습니다.",
    );
  }
  await mkdir(uploadDir, { recursive: true });
  const name = randomBytes(16).toString("hex");
  if (accept === "avatar") return storeAvatar(uploadDir, name, file.buffer);
  const ext = detected.ext === "jpg" ? "jpg" : detected.ext;
  let thumbnailUrl: string | null = null;
  if ((IMAGE_MIME as readonly string[]).includes(detected.mime)) {
    try {
      const thumb = await sharp(file.buffer, { animated: false, limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await writeFile(path.join(uploadDir, `${name}.w${THUMB_WIDTH}.webp`), thumb);
      thumbnailUrl = `/uploads/${name}.w${THUMB_WIDTH}.webp`;
    } catch {
      // Bytes that claim to be an image but do not decode are refused like any other bad type.
      throw new AppError("UnsupportedMediaType", "이미지 파일을 읽을 수 없습니다. 다른 파일을 선택해주세요.");
    }
  }
  await writeFile(path.join(uploadDir, `${name}.${ext}`), file.buffer);
  const url = `/uploads/${name}.${ext}`;
  return { fileUrl: url, url, thumbnailUrl, contentType: detected.mime, size: file.size };
}

async function storeAvatar(uploadDir: string, name: string, bytes: Buffer): Promise<StoredFile> {
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
  await writeFile(path.join(uploadDir, `${name}.w${THUMB_WIDTH}.webp`), thumb);
  await writeFile(path.join(uploadDir, `${name}.webp`), square);
  const url = `/uploads/${name}.webp`;
  return { fileUrl: url, url, thumbnailUrl: `/uploads/${name}.w${THUMB_WIDTH}.webp`, contentType: "image/webp", size: square.length };
}

/** Whether an /uploads/ address names a stored file (profile and portfolio saves check it). */
export async function uploadExists(uploadDir: string, url: string): Promise<boolean> {
  if (!url.startsWith("/uploads/") || url.includes("..")) return false;
  try {
    return (await stat(path.join(uploadDir, url.slice("/uploads/".length)))).isFile();
  } catch {
    return false;
  }
}
