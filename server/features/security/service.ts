import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { ConflictError, ValidationError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { endAllSessions, findUserById, limitAuthAction, recordSecurityEvent, verifyPassword, type ClientInfo, type UserRow } from "../auth/service";
import * as repo from "./repository";

export { DATA_EXPORT_TTL_MS, dataExportMessages, exportDownload, latestExport, requestExport, runDataExports, type DataExportJobDeps } from "./data-export";
/** The job runner's name of the data-export job (server/jobs/data-export.ts). */
export const DATA_EXPORT_JOB = "data-export";

/**
 * The TOTP second factor and its recovery codes (issue 25, ASVS V6.5). The secret is stored AES-256-GCM
 * encrypted with a key derived from ENCRYPTION_KEY (else SESSION_SECRET); recovery codes are stored as
 * sha-256 hashes and work once; a code's time step is accepted once (replays refused).
 */
export interface SecurityDeps {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  /** ENCRYPTION_KEY, else SESSION_SECRET. */
  encryptionSecret: string;
}

export const securityMessages = {
  badCode: "인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해주세요.",
  badRecoveryCode: "복구 코드가 올바르지 않거나 이미 사용되었습니다.",
  noSetup: "인증 앱 설정이 만료되었습니다. 처음부터 다시 시도해주세요.",
  alreadyOn: "이미 2단계 인증을 사용하고 있습니다.",
  notOn: "2단계 인증을 사용하고 있지 않습니다.",
  enabled: "2단계 인증을 켰습니다. 복구 코드를 안전한 곳에 보관해주세요. 다시 볼 수 없습니다.",
  disabled: "2단계 인증을 껐습니다.",
  wrongPassword: "비밀번호가 올바르지 않습니다.",
  passwordRequired: "비밀번호를 입력해주세요.",
  reauthenticated: "본인 확인이 완료되었습니다.",
  noPending: "로그인 요청이 만료되었습니다. 이메일과 비밀번호부터 다시 입력해주세요.",
} as const;

const otplib = () => import("otplib");
const ISSUER = "아트링크";
export const RECOVERY_CODE_COUNT = 10;

// ---- the secret box ----

const keyOf = (secret: string) => createHash("sha256").update(`artlink-secret-box:${secret}`).digest();

export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

export function decryptSecret(secret: string, boxed: string): string {
  const [v, iv, tag, ct] = boxed.split(".");
  if (v !== "v1" || !iv || !tag || ct === undefined) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
}

// ---- codes ----

const hashCode = (code: string) => createHash("sha256").update(`recovery:${code}`).digest("hex");
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Ten codes of 10 characters (50 bits each), shown as "abcde-fghij". */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""));
}
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The time step of a valid code for `secret` (within one step of now), or undefined. */
async function stepOf(secret: string, code: string): Promise<number | undefined> {
  const { verify } = await otplib();
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

export async function hasTotp(db: Db, userId: string): Promise<boolean> {
  return !!(await repo.findTotp(db, userId));
}

export async function status(deps: SecurityDeps, userId: string, passkeys: number) {
  const totp = await repo.findTotp(deps.db, userId);
  return { totpEnabled: !!totp, recoveryCodesLeft: totp ? await repo.countUnusedRecoveryCodes(deps.db, userId) : 0, passkeys };
}

/** A fresh secret for the user's authenticator app; the caller keeps it (in the session) until enabled. */
export async function setupTotp(deps: SecurityDeps, user: UserRow) {
  if (await repo.findTotp(deps.db, user.id)) throw new ConflictError(securityMessages.alreadyOn);
  const { generateSecret, generateURI } = await otplib();
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const QRCode = (await import("qrcode")).default;
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/**
 * Turns TOTP on with a code of the set-up secret: stores the secret encrypted and 10 hashed recovery
 * codes, and ends the user's other sessions. @returns the recovery codes (shown once).
 */
export async function enableTotp(deps: SecurityDeps, user: UserRow, secret: string, code: string, client: ClientInfo & { sid: string }): Promise<string[]> {
  await limitAuthAction(deps, "reauth", client.ip, user.email);
  const step = await stepOf(secret, code);
  if (step === undefined) throw new ValidationError(securityMessages.badCode, { code: [securityMessages.badCode] });
  const codes = newRecoveryCodes();
  await inTransaction(deps.db, async (tx) => {
    if (!(await repo.insertTotp(tx, user.id, encryptSecret(deps.encryptionSecret, secret), step, deps.now())))
      throw new ConflictError(securityMessages.alreadyOn);
    await repo.replaceRecoveryCodes(tx, user.id, codes.map(hashCode));
  });
  await recordSecurityEvent(deps.db, user.id, "totp_enabled", client, "totp");
  await endAllSessions(deps.db, user.id, { exceptSid: client.sid, client });
  return codes.map(shown);
}

/**
 * Checks a second-factor code of the user: a TOTP code (each time step once) or a recovery code (each
 * once). Counted like password attempts. @returns which kind passed; @throws ValidationError.
 */
export async function checkSecondFactor(
  deps: SecurityDeps,
  user: UserRow,
  proof: { code?: string; recoveryCode?: string },
  client: ClientInfo,
  action: "login" | "reauth" = "login",
): Promise<"totp" | "recovery_code"> {
  await limitAuthAction(deps, action, client.ip, user.email);
  const totp = await repo.findTotp(deps.db, user.id);
  if (!totp) throw new ValidationError(securityMessages.notOn);
  if (proof.recoveryCode !== undefined) {
    if (await repo.consumeRecoveryCode(deps.db, user.id, hashCode(proof.recoveryCode), deps.now())) {
      await recordSecurityEvent(deps.db, user.id, "recovery_code_used", client, "recovery_code");
      return "recovery_code";
    }
    await recordSecurityEvent(deps.db, user.id, "second_factor_failed", client, "recovery_code");
    throw new ValidationError(securityMessages.badRecoveryCode, { recoveryCode: [securityMessages.badRecoveryCode] });
  }
  const step = await stepOf(decryptSecret(deps.encryptionSecret, totp.secretEncrypted), proof.code ?? "");
  if (step !== undefined && (await repo.advanceTotpStep(deps.db, user.id, step))) return "totp";
  await recordSecurityEvent(deps.db, user.id, "second_factor_failed", client, "totp");
  throw new ValidationError(securityMessages.badCode, { code: [securityMessages.badCode] });
}

/** Turns TOTP off: the password (when the account has one) and a code; ends the other sessions. */
export async function disableTotp(
  deps: SecurityDeps,
  user: UserRow,
  input: { password?: string; code?: string; recoveryCode?: string },
  client: ClientInfo & { sid: string },
): Promise<void> {
  if (!(await repo.findTotp(deps.db, user.id))) throw new ConflictError(securityMessages.notOn);
  if (user.password.startsWith("$")) {
    if (!input.password) throw new ValidationError(securityMessages.passwordRequired, { password: [securityMessages.passwordRequired] });
    await limitAuthAction(deps, "reauth", client.ip, user.email);
    if (!(await verifyPassword(input.password, user.password)))
      throw new ValidationError(securityMessages.wrongPassword, { password: [securityMessages.wrongPassword] });
  }
  await checkSecondFactor(deps, user, input, client, "reauth");
  await repo.deleteTotp(deps.db, user.id);
  await recordSecurityEvent(deps.db, user.id, "totp_disabled", client, "totp");
  await endAllSessions(deps.db, user.id, { exceptSid: client.sid, client });
}

/** Re-authentication with the password. @throws ValidationError (wrong), RateLimited. */
export async function reauthWithPassword(deps: SecurityDeps, user: UserRow, password: string, client: ClientInfo): Promise<void> {
  await limitAuthAction(deps, "reauth", client.ip, user.email);
  if (!user.password.startsWith("$") || !(await verifyPassword(password, user.password))) {
    await recordSecurityEvent(deps.db, user.id, "reauth_failed", client, "password");
    throw new ValidationError(securityMessages.wrongPassword, { password: [securityMessages.wrongPassword] });
  }
}

export { findUserById };
