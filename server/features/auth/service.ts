import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import { BCRYPT_COST, DISCIPLINES, RATE_LIMITS, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from "@shared/constants";
import { displayName } from "@shared/display";
import { userSearchTokens } from "@shared/search-tokens";
import { msg, type RegisterInput } from "@shared/validators/auth";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, ConflictError, UnauthorizedError, ValidationError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { passwordResetMail, verificationMail } from "../../mail/templates";
import type { UploadStorage } from "../../storage/storage";
import { enqueue as enqueueSavedSearchMatching } from "../saved-searches/service";
import * as uploads from "../uploads/service";
import * as repo from "./repository";

export interface AuthDeps {
  db: Db;
  appUrl: string;
  limiter: RateLimiter;
  /** Asks the mail sender to deliver queued mail soon. */
  onMailQueued: () => void;
  /** The clock of the rules (token expiry); tests inject a fixed one (RouteContext.now). */
  now: () => Date;
  /** Where a withdrawing account's files are deleted from. */
  storage: UploadStorage;
  logger?: Logger;
}

/** What GET /api/auth/user answers; never the password or tokens. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: "producer" | "artist";
  discipline: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  profileImageUrl: string | null;
  yearsOfExperience: number | null;
  emailVerified: boolean;
  specialties: string[];
  createdAt: string;
}

export const authMessages = {
  badCredentials: "이메일 또는 비밀번호가 올바르지 않습니다.",
  unverified: "이메일 인증이 필요합니다. 받은 메일함(스팸함 포함)을 확인해주세요.",
  emailTaken: "이미 가입된 이메일입니다.",
  registered: "회원가입이 완료되었습니다. 이메일로 보낸 인증 링크를 눌러 가입을 마무리해주세요.",
  loggedIn: "로그인되었습니다.",
  loggedOut: "로그아웃되었습니다.",
  verified: "이메일 인증이 완료되었습니다. 잠시 후 대시보드로 이동합니다.",
  badVerifyToken: "유효하지 않거나 만료된 인증 링크입니다. 인증 메일을 다시 요청해주세요.",
  resent: "인증 메일을 보냈습니다. 받은 메일함(스팸함 포함)을 확인해주세요.",
  resetRequested: "가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 받은 메일함을 확인해주세요.",
  badResetToken: "유효하지 않거나 만료된 링크입니다. 비밀번호 재설정을 다시 요청해주세요.",
  resetDone: "비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.",
  wrongCurrent: "현재 비밀번호가 올바르지 않습니다.",
  passwordChanged: "비밀번호가 변경되었습니다.",
  deleted: "회원 탈퇴가 완료되었습니다. 이용해주셔서 감사합니다.",
} as const;

// Compared against when the e-mail is unknown, so both paths cost one bcrypt comparison of the same
// cost. Hashed off the event loop at start-up rather than blocking module load for a cost-12 hash.
const dummyHash = bcrypt.hash("timing-equaliser", BCRYPT_COST);

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export async function toCurrentUser(db: Db, row: repo.UserRow): Promise<CurrentUser> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    discipline: row.discipline,
    bio: row.bio,
    location: row.location,
    website: row.website,
    profileImageUrl: row.profileImageUrl,
    yearsOfExperience: row.yearsOfExperience,
    emailVerified: row.emailVerified,
    specialties: await repo.specialtiesOf(db, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Counts one attempt of an auth action per address (and per e-mail where the rule has one); every way in uses it. */
export async function limitAuthAction(deps: Pick<AuthDeps, "limiter">, action: keyof typeof RATE_LIMITS, ip: string, email?: string) {
  type Rule = { max: number; windowMs: number };
  const l: { perIp: Rule; perEmail?: Rule } = RATE_LIMITS[action];
  const keys: Array<Rule & { key: string }> = [{ key: `${action}:ip:${ip}`, ...l.perIp }];
  if (email && l.perEmail) keys.push({ key: `${action}:email:${email.toLowerCase()}`, ...l.perEmail });
  await deps.limiter.hit(l.perIp.windowMs, keys);
}

/**
 * Creates an unverified account and queues the verification mail in the same transaction.
 * @throws ConflictError when the e-mail belongs to an active account; RateLimited.
 */
export async function register(deps: AuthDeps, input: RegisterInput, ip: string): Promise<{ id: string; email: string }> {
  await limitAuthAction(deps, "register", ip, input.email);
  if (input.discipline && !(DISCIPLINES as readonly string[]).includes(input.discipline))
    throw new ValidationError(msg.discipline, { discipline: [msg.discipline] });
  if (await repo.findUserByEmail(deps.db, input.email)) throw new ConflictError(authMessages.emailTaken);
  const password = await bcrypt.hash(input.password, BCRYPT_COST);
  const token = newToken();
  const user = await inTransaction(deps.db, async (tx) => {
    const row = await repo.insertUser(tx, {
      email: input.email,
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      discipline: input.discipline ?? null,
      // Findable by name in the directories from the start; profile edits keep the tokens current.
      searchTokens: userSearchTokens({ firstName: input.firstName, lastName: input.lastName, tags: [] }),
      emailVerificationToken: hashToken(token),
      emailVerificationExpires: new Date(deps.now().getTime() + VERIFY_TOKEN_TTL_MS),
    });
    await enqueueMail(tx, row.email, verificationMail(displayName(row), verifyLink(deps, token)));
    return row;
  });
  deps.onMailQueued();
  return { id: user.id, email: user.email };
}

const verifyLink = (deps: AuthDeps, token: string) => `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
const resetLink = (deps: AuthDeps, token: string) => `${deps.appUrl}/reset-password-confirm?token=${encodeURIComponent(token)}`;

/**
 * Checks credentials. @throws UnauthorizedError (wrong e-mail or password), AppError EmailNotVerified
 * (403 with requiresEmailVerification), RateLimited.
 */
export async function authenticate(deps: AuthDeps, email: string, password: string, ip: string): Promise<repo.UserRow> {
  await limitAuthAction(deps, "login", ip, email);
  const user = await repo.findUserByEmail(deps.db, email);
  const ok = await bcrypt.compare(password, user?.password ?? (await dummyHash));
  if (!user || !ok) throw new UnauthorizedError(authMessages.badCredentials);
  if (!user.emailVerified) {
    throw new AppError("EmailNotVerified", authMessages.unverified, { requiresEmailVerification: true });
  }
  await repo.recordActivity(deps.db, user.id, "login");
  return user;
}

/** Consumes a verification token. @throws ValidationError when unknown or expired. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<repo.UserRow> {
  const user = await inTransaction(deps.db, async (tx) => {
    const verified = await repo.consumeVerificationToken(tx, hashToken(token), deps.now());
    // Now listed in a directory: the alert job matches it against saved directory searches (decision 023).
    if (verified) await enqueueSavedSearchMatching(tx, { personId: verified.id });
    return verified;
  });
  if (!user) throw new ValidationError(authMessages.badVerifyToken);
  return user;
}

/** Sends a fresh verification link when the account exists and is unverified; answers alike otherwise. */
export async function resendVerification(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await limitAuthAction(deps, "resend", ip, email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerified) return;
  const token = newToken();
  await inTransaction(deps.db, async (tx) => {
    await repo.updateUser(
      tx,
      user.id,
      {
        emailVerificationToken: hashToken(token),
        emailVerificationExpires: new Date(deps.now().getTime() + VERIFY_TOKEN_TTL_MS),
      },
      deps.now(),
    );
    await enqueueMail(tx, user.email, verificationMail(displayName(user), verifyLink(deps, token)));
  });
  deps.onMailQueued();
}

/** Queues a reset link if the account exists; the answer never tells whether it does. */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await limitAuthAction(deps, "resetRequest", ip, email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await inTransaction(deps.db, async (tx) => {
    await repo.insertResetToken(tx, user.id, hashToken(token), new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS));
    await enqueueMail(tx, user.email, passwordResetMail(displayName(user), resetLink(deps, token)));
  });
  deps.onMailQueued();
}

/** @throws ValidationError when the token is unknown, used or expired. */
export async function checkResetToken(deps: AuthDeps, token: string): Promise<void> {
  if (!(await repo.findUsableResetToken(deps.db, hashToken(token), deps.now()))) throw new ValidationError(authMessages.badResetToken);
}

/**
 * Sets a new password with a single-use token; returns the user id so the caller can end its sessions.
 * Its per-address limit (RATE_LIMITS.resetConfirm) is the operation's, applied by the route.
 * @throws ValidationError when the token is unknown, used or expired.
 */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<string> {
  const tokenHash = hashToken(token);
  // Cheap check first, so a stream of bad tokens never pays for a bcrypt hash.
  if (!(await repo.findUsableResetToken(deps.db, tokenHash, deps.now()))) throw new ValidationError(authMessages.badResetToken);
  const password = await bcrypt.hash(newPassword, BCRYPT_COST);
  return inTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeResetToken(tx, tokenHash, deps.now());
    const user = userId ? await repo.findUserById(tx, userId) : undefined;
    if (!user || user.isDeleted) throw new ValidationError(authMessages.badResetToken);
    // The link reached the mailbox, which proves the address as well as a verification link would.
    await repo.updateUser(tx, user.id, { password, emailVerified: true, emailVerificationToken: null }, deps.now());
    await repo.retireResetTokens(tx, user.id);
    return user.id;
  });
}

/** @throws UnauthorizedError when the account is gone; ValidationError when the current password is wrong. */
export async function changePassword(deps: AuthDeps, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.isDeleted) throw new UnauthorizedError();
  if (!(await bcrypt.compare(currentPassword, user.password))) {
    throw new ValidationError(authMessages.wrongCurrent, { currentPassword: [authMessages.wrongCurrent] });
  }
  const password = await bcrypt.hash(newPassword, BCRYPT_COST);
  await inTransaction(deps.db, async (tx) => {
    await repo.updateUser(tx, userId, { password }, deps.now());
    // Reset links mailed before the change must not undo it.
    await repo.retireResetTokens(tx, userId);
  });
}

/**
 * Soft-deletes and scrubs the account in one transaction (its e-mail can register again); the rows that
 * stay (posts, projects) let go of its files. Then its files are deleted: the privacy page promises to
 * destroy personal data without delay. A file the storage fails to delete now goes with the upload
 * clean-up job's next pass; the withdrawal itself never fails for it.
 */
export async function deleteAccount(deps: AuthDeps, userId: string, reason: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await repo.scrubUser(tx, userId, reason, deps.now());
    await uploads.forgetUploadsOf(tx, userId);
  });
  await uploads
    .purgeUploadsOf(deps, userId, deps.logger)
    .catch((err) => deps.logger?.warn({ err, userId }, "withdrawn account's files left for the clean-up job"));
}

export async function getCurrentUser(deps: AuthDeps, userId: string): Promise<CurrentUser | undefined> {
  const row = await repo.findUserById(deps.db, userId);
  if (!row || row.isDeleted) return undefined;
  return toCurrentUser(deps.db, row);
}

// For other features: this file is the auth feature's public entry (eslint.config.js boundaries).
// identities signs people up and in through other methods (OAuth, passkeys) on the same accounts.
export { findUserByEmail, findUserById, insertUser, recordActivity, retireResetTokens, type UserRow } from "./repository";
