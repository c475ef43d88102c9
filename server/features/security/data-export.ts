import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { DataExportView } from "@shared/api-types";
import { displayName } from "@shared/display";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { ConflictError, NotFoundError } from "../../http/errors";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { dataExportReadyMail } from "../../mail/templates";
import type { UploadStorage } from "../../storage/storage";
import { isSafeUploadName } from "../../storage/storage";
import { findUserById } from "../auth/service";
import { notify } from "../notifications/service";
import * as repo from "./repository";

/**
 * "My data" (issue 25, 개인정보 보호법 열람권): the owner asks, the job runner builds a ZIP of the account's
 * data as JSON plus the original files in the background (a large account never blocks a request), stores
 * it in the upload storage under `exports/` (never served at /uploads), notifies and mails the owner, and
 * deletes it 24 hours later. Only the owner downloads it; to anyone else it does not exist (404).
 */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60_000;
/** How many pending exports one job pass builds (the rest wait for the next pass). */
const BATCH = 3;
export const EXPORT_PREFIX = "exports/";

export const dataExportMessages = {
  busy: "이미 준비 중이거나 내려받을 수 있는 내 데이터가 있습니다. 그 파일을 내려받거나 기한이 지난 뒤 다시 요청해주세요.",
  notFound: "내려받을 수 있는 내 데이터가 없습니다. 기한(24시간)이 지났다면 다시 요청해주세요.",
} as const;

export interface DataExportJobDeps {
  storage: UploadStorage;
  appUrl: string;
  onMailQueued: () => void;
  logger?: Logger;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function exportView(row: repo.DataExportRow, now: Date): DataExportView {
  const live = row.status === "ready" && !!row.expiresAt && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status === "ready" && !live ? "expired" : (row.status as DataExportView["status"]),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.bytes ?? null,
    downloadUrl: live ? `/api/me/export/${row.id}/download` : null,
  };
}

/**
 * Queues an export of `userId`'s data.
 * @throws ConflictError while another is pending or ready (one at a time).
 */
export async function requestExport(db: Db, userId: string, now: Date): Promise<DataExportView> {
  try {
    const row = await db.transaction(async (tx) => {
      // A ready one whose day is over no longer blocks (the job deletes its file).
      await repo.expireLapsedExportsOf(tx, userId, now);
      return repo.insertExport(tx, userId, now);
    });
    return exportView(row, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(dataExportMessages.busy);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** The latest export of the user, or null. */
export async function latestExport(db: DbOrTx, userId: string, now: Date): Promise<DataExportView | null> {
  const row = await repo.latestExportOf(db, userId);
  return row ? exportView(row, now) : null;
}

/**
 * The ZIP of export `id` for its owner while it is ready. @throws NotFoundError for anyone else, before
 * it is ready and after it expired (it does not exist for them).
 */
export async function exportDownload(
  db: DbOrTx,
  storage: UploadStorage,
  userId: string,
  id: number,
  now: Date,
): Promise<{ body: Readable; size?: number; filename: string }> {
  const row = await repo.findExport(db, id);
  if (!row || row.userId !== userId || exportView(row, now).status !== "ready" || !row.fileName) throw new NotFoundError(dataExportMessages.notFound);
  const file = await storage.get(row.fileName);
  if (!file) throw new NotFoundError(dataExportMessages.notFound);
  const day = new Date(row.requestedAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return { body: file.body, size: file.size, filename: `아트링크-내-데이터-${day}.zip` };
}

/**
 * One pass of the data-export job: deletes the files of exports whose 24 hours are over, then builds up
 * to BATCH pending ones. Each build runs in a savepoint: a failure marks that export failed (the owner may
 * ask again) and does not stop the others.
 */
export async function runDataExports(tx: Tx, deps: DataExportJobDeps, now: Date): Promise<{ built: number; failed: number; expired: number }> {
  let expired = 0;
  for (const row of await repo.lapsedExportFiles(tx, now)) {
    if (row.fileName) await deps.storage.delete(row.fileName);
    await repo.markExpired(tx, row.id);
    expired += 1;
  }
  let built = 0;
  let failed = 0;
  let mailed = false;
  for (const row of await repo.pendingExports(tx, BATCH)) {
    try {
      await tx.transaction(async (sp) => {
        await buildExport(sp, deps, row, now);
      });
      built += 1;
      mailed = true;
    } catch (err) {
      deps.logger?.error({ err, exportId: row.id }, "data export failed");
      await repo.markFailed(tx, row.id);
      failed += 1;
    }
  }
  if (mailed) deps.onMailQueued();
  return { built, failed, expired };
}

async function buildExport(tx: Tx, deps: DataExportJobDeps, row: repo.DataExportRow, now: Date): Promise<void> {
  const user = await findUserById(tx, row.userId);
  if (!user) throw new Error("no such user");
  const data = await repo.collectUserData(tx, row.userId);
  const dir = await mkdtemp(join(tmpdir(), "artlink-export-"));
  const path = join(dir, "export.zip");
  const name = `${EXPORT_PREFIX}${randomBytes(24).toString("base64url")}.zip`;
  try {
    const size = await writeZip(path, deps.storage, data, now);
    await deps.storage.putFile(name, path, "application/zip", size);
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_MS);
    await repo.markReady(tx, row.id, { fileName: name, bytes: size, readyAt: now, expiresAt });
    await notify(tx, {
      userId: row.userId,
      type: "system",
      title: "내 데이터가 준비되었습니다",
      message: "계정 설정의 '내 데이터 받기'에서 24시간 안에 내려받을 수 있습니다.",
      relatedId: null,
    });
    const until = expiresAt.toLocaleString("ko-KR", { timeZone: "Asia/Seoul" });
    await enqueueMail(tx, user.email, dataExportReadyMail(displayName(user), { expiresAt: until }, `${deps.appUrl}/account-settings#my-data`));
  } catch (err) {
    // The row rolls back to pending in the savepoint; a stored file must not outlive it.
    await deps.storage.delete(name).catch(() => undefined);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const README = `아트링크 내 데이터

이 ZIP 파일에는 요청 시점의 아트링크 계정 데이터가 들어 있습니다.

- account.json: 계정 정보, 동의 내역, 연결된 소셜 계정, 패스키(이름과 날짜), 2단계 인증 사용 여부
- profile.json: 포트폴리오, 경력, 수상, 학력
- projects.json: 등록한 프로젝트
- applications.json: 지원 내역
- invitations.json: 보내거나 받은 초대
- messages.json: 보내거나 받은 메시지
- contracts.json, contracts/: 계약서 정보와 서명, 서명이 끝난 계약서 PDF
- reviews.json: 남긴 리뷰와 받은 리뷰
- activity.json, activity-records/: 활동 기록과 활동 증명서 PDF
- saved-searches.json: 저장한 검색
- sign-ins.json: 로그인 기록과 보안 기록(최근 1년)
- files/: 올린 파일 원본(프로필 사진, 포트폴리오, 증빙 자료 등)

비밀번호, 인증 앱 비밀키, 복구 코드는 보안을 위해 포함하지 않습니다.
`;

/** Writes the ZIP to `path` without holding the uploaded files in memory; answers its size in bytes. */
async function writeZip(path: string, storage: UploadStorage, data: repo.UserData, now: Date): Promise<number> {
  const out = createWriteStream(path);
  let size = 0;
  let failure: Error | undefined;
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  // Back-pressure: fflate hands chunks synchronously; wait for the disk when its buffer is full.
  let drain: Promise<void> = Promise.resolve();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err;
      return;
    }
    size += chunk.length;
    if (!out.write(chunk)) drain = new Promise((r) => out.once("drain", () => r()));
    if (final) out.end();
  });
  const mtime = now;
  const addBytes = (name: string, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(bytes, true);
  };
  const json = (name: string, value: unknown) => addBytes(name, strToU8(JSON.stringify(value, null, 2)), true);

  addBytes("README.txt", strToU8(README), true);
  json("account.json", data.account);
  json("profile.json", data.profile);
  json("projects.json", data.projects);
  json("applications.json", data.applications);
  json("invitations.json", data.invitations);
  json("messages.json", data.messages);
  json("contracts.json", data.contracts);
  for (const pdf of data.contractPdfs) addBytes(`contracts/contract-${pdf.id}.pdf`, pdf.bytes, false);
  json("reviews.json", data.reviews);
  json("activity.json", data.activity);
  for (const pdf of data.recordPdfs) addBytes(`activity-records/record-${pdf.id}.pdf`, pdf.bytes, false);
  json("saved-searches.json", data.savedSearches);
  json("sign-ins.json", data.signIns);

  const files: Array<{ url: string; file: string }> = [];
  for (const upload of data.uploads) {
    const name = upload.url.replace(/^\/uploads\//, "");
    if (!isSafeUploadName(name)) continue;
    const stored = await storage.get(name);
    if (!stored) continue; // deleted by the clean-up meanwhile: listed in files.json as missing
    const file = `files/${name.replace(/\//g, "_")}`;
    const entry = new ZipPassThrough(file);
    entry.mtime = upload.createdAt;
    zip.add(entry);
    for await (const chunk of stored.body as AsyncIterable<Buffer>) {
      entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      await drain;
    }
    entry.push(new Uint8Array(0), true);
    files.push({ url: upload.url, file });
  }
  json("files.json", { files, missing: data.uploads.filter((u) => !files.some((f) => f.url === u.url)).map((u) => u.url) });
  zip.end();
  await done;
  if (failure) throw failure;
  return size;
}
