import { createHash, randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { DISCIPLINES, RATE_LIMITS, RESET_TOKEN_TTL_MS, SUSPENDED_FOREVER_ISO, VERIFY_TOKEN_TTL_MS } from "@shared/constants";
import { displayName } from "@shared/display";
import { userSearchTokens } from "@shared/search-tokens";
import { msg, type RegisterInput } from "@shared/validators/auth";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { requireRecentAuth } from "../../http/auth";
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { signIn } from "../../http/session";
import { newDeviceMail, passwordResetMail, type MailedSignInMethod, verificationMail } from "../../mail/templates";
import type { UploadStorage } from "../../storage/storage";
import { enqueue as enqueueSavedSearchMatching } from "../saved-searches/service";
import { koreanDateTime, promoteAdminEmails } from "../admin/service";
import * as uploads from "../uploads/service";
import { deviceLabel } from "./device";
import { mailActionLink, mailActionToken, type MailAction } from "./mail-actions";
import { checkNewPassword, hashPassword, verifyPassword } from "./passwords";
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
  /** ADMIN_EMAILS: such an account becomes admin when it signs in or verifies its e-mail. */
  adminEmails?: readonly string[];
  /** Signs the one-click links of security mails (SESSION_SECRET). */
  secret: string;
  nodeEnv: string;
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
  /** The console's role (issue 24): the header shows the /admin link to staff only. */
  staffRole: "operator" | "admin" | null;
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
  suspendedForever: "운영 정책 위반으로 계정 이용이 정지되었습니다. 이의가 있으시면 문의하기로 알려주세요.",
  suspendedUntil: (until: string) => `운영 정책 위반으로 ${until}까지 계정 이용이 정지되었습니다. 이의가 있으시면 문의하기로 알려주세요.`,
  verifiedSignIn: "이메일 인증이 완료되었습니다. 로그인해주세요.",
  passwordRequired: "비밀번호를 입력해주세요.",
  wrongPassword: "비밀번호가 올바르지 않습니다.",
  sessionNotFound: "로그인된 기기를 찾을 수 없습니다.",
  sessionEnded: "로그아웃시켰습니다.",
  othersEnded: "다른 기기에서 모두 로그아웃시켰습니다.",
} as const;

/**
 * The refusal of a suspended account's sign-in (every way in calls it): 403 `Suspended` with the end
 * date in Korean, or undefined when the account may sign in.
 */
export function suspensionError(row: { suspendedUntil: Date | null }, now: Date): AppError | undefined {
  if (!row.suspendedUntil || row.suspendedUntil <= now) return undefined;
  const message =
    row.suspendedUntil.toISOString() === SUSPENDED_FOREVER_ISO
      ? authMessages.suspendedForever
      : authMessages.suspendedUntil(koreanDateTime(row.suspendedUntil));
  return new AppError("Suspended", message);
}

/** ADMIN_EMAILS: a verified account of such an address becomes admin (audited by the admin feature). */
async function promoteIfListed(deps: AuthDeps, row: repo.UserRow): Promise<repo.UserRow> {
  if (!deps.adminEmails?.includes(row.email.toLowerCase()) || row.staffRole === "admin" || !row.emailVerified) return row;
  await promoteAdminEmails(deps.db, [row.email], deps.now(), deps.logger);
  return { ...row, staffRole: "admin" };
}

// Compared against when the e-mail is unknown, so both paths cost one bcrypt comparison of the same
// cost. Hashed off the event loop at start-up rather than blocking module load for a cost-12 hash.
const dummyHash = hashPassword("timing-equaliser");

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
    staffRole: row.staffRole === "operator" || row.staffRole === "admin" ? row.staffRole : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Counts one attempt of an auth action per address, per e-mail and address together, and per e-mail
 * (where the rule has them); every way in uses it. `knownDevice`: the attempt comes from a browser the
 * account signed in from before, which the per-e-mail limit (the one strangers elsewhere can fill) lets through.
 */
export async function limitAuthAction(
  deps: Pick<AuthDeps, "limiter">,
  action: keyof typeof RATE_LIMITS,
  ip: string,
  email?: string,
  opts: { knownDevice?: boolean } = {},
) {
  type Rule = { max: number; windowMs: number };
  const l: { perIp: Rule; perEmailAndIp?: Rule; perEmail?: Rule } = RATE_LIMITS[action];
  const keys: Array<Rule & { key: string }> = [{ key: `${action}:ip:${ip}`, ...l.perIp }];
  const e = email?.toLowerCase();
  if (e && l.perEmailAndIp) keys.push({ key: `${action}:email-ip:${e}:${ip}`, ...l.perEmailAndIp });
  if (e && l.perEmail && !opts.knownDevice) keys.push({ key: `${action}:email:${e}`, ...l.perEmail });
  await deps.limiter.hit(l.perIp.windowMs, keys);
}

/** A completed password reset proves the mailbox: the e-mail's sign-in counts start again. */
async function forgetSignInFailures(deps: Pick<AuthDeps, "limiter">, email: string) {
  const e = email.toLowerCase();
  await deps.limiter.forget([`login:email:${e}`], [`login:email-ip:${e}:`]);
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
  await checkNewPassword(input.password, input.email, "password");
  const password = await hashPassword(input.password);
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
    // The schema let no sign-up through without the three consents (issue 31).
    await repo.insertConsents(tx, row.id, deps.now());
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
export async function authenticate(deps: AuthDeps, email: string, password: string, client: ClientInfo): Promise<repo.UserRow> {
  const user = await repo.findUserByEmail(deps.db, email);
  const knownDevice = !!user && !!client.deviceToken && (await repo.isKnownDevice(deps.db, user.id, hashToken(client.deviceToken)));
  await limitAuthAction(deps, "login", client.ip, email, { knownDevice });
  const ok = await verifyPassword(password, user?.password ?? (await dummyHash));
  if (user && !ok) await recordSecurityEvent(deps.db, user.id, "sign_in_failed", client, "password");
  if (!user || !ok) throw new UnauthorizedError(authMessages.badCredentials);
  if (!user.emailVerified) {
    throw new AppError("EmailNotVerified", authMessages.unverified, { requiresEmailVerification: true });
  }
  const suspended = suspensionError(user, deps.now());
  if (suspended) throw suspended;
  return promoteIfListed(deps, user);
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
  return promoteIfListed(deps, user);
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
  const methods = await mailedSignInMethods(deps, user.id);
  await inTransaction(deps.db, async (tx) => {
    await repo.insertResetToken(tx, user.id, hashToken(token), new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS));
    await enqueueMail(tx, user.email, passwordResetMail(displayName(user), resetLink(deps, token), methods));
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
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string, client: ClientInfo): Promise<string> {
  const tokenHash = hashToken(token);
  // Cheap check first, so a stream of bad tokens never pays for a bcrypt hash.
  const usable = await repo.findUsableResetToken(deps.db, tokenHash, deps.now());
  if (!usable) throw new ValidationError(authMessages.badResetToken);
  const owner = await repo.findUserById(deps.db, usable.userId);
  if (owner) await checkNewPassword(newPassword, owner.email, "newPassword");
  const password = await hashPassword(newPassword);
  const userId = await inTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeResetToken(tx, tokenHash, deps.now());
    const user = userId ? await repo.findUserById(tx, userId) : undefined;
    if (!user || user.isDeleted) throw new ValidationError(authMessages.badResetToken);
    // The link reached the mailbox, which proves the address as well as a verification link would.
    await repo.updateUser(tx, user.id, { password, emailVerified: true, emailVerificationToken: null }, deps.now());
    await repo.retireResetTokens(tx, user.id);
    // Every session ends (the ended ones answer 401 at once).
    await repo.deleteSessionsOf(tx, user.id);
    await repo.insertSecurityEvent(tx, securityEventRow(user.id, "password_reset", client));
    return user.id;
  });
  if (owner) await forgetSignInFailures(deps, owner.email);
  return userId;
}

/** @throws UnauthorizedError when the account is gone; ValidationError when the current password is wrong. */
/**
 * The current password is the re-authentication this change needs (issue 25). Every other session of
 * the user ends; `currentSid` stays.
 * @throws UnauthorizedError when the account is gone; ValidationError when the current password is wrong or the new one is refused.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  currentPassword: string,
  newPassword: string,
  client: ClientInfo & { sid: string },
): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.isDeleted) throw new UnauthorizedError();
  await limitAuthAction(deps, "reauth", client.ip, user.email);
  if (!(await verifyPassword(currentPassword, user.password))) {
    throw new ValidationError(authMessages.wrongCurrent, { currentPassword: [authMessages.wrongCurrent] });
  }
  await checkNewPassword(newPassword, user.email, "newPassword");
  const password = await hashPassword(newPassword);
  await inTransaction(deps.db, async (tx) => {
    await repo.updateUser(tx, userId, { password }, deps.now());
    // Reset links mailed before the change must not undo it.
    await repo.retireResetTokens(tx, userId);
    // Other devices signed in with the old password are signed out; this one stays.
    await repo.deleteSessionsOf(tx, userId, { except: client.sid });
    await repo.insertSecurityEvent(tx, securityEventRow(userId, "password_changed", client));
  });
}

/**
 * Soft-deletes and scrubs the account in one transaction (its e-mail can register again); the rows that
 * stay (posts, projects) let go of its files. Then its files are deleted: the privacy page promises to
 * destroy personal data without delay. A file the storage fails to delete now goes with the upload
 * clean-up job's next pass; the withdrawal itself never fails for it.
 */
export async function deleteAccount(deps: AuthDeps, userId: string, reason: string, password: string | undefined, req: Request): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.isDeleted) throw new UnauthorizedError();
  // Issue 25: withdrawal needs the password; an account without one (a provider's or passkeys') a recent re-authentication.
  if (user.password.startsWith("$")) {
    if (!password) throw new ValidationError(authMessages.passwordRequired, { password: [authMessages.passwordRequired] });
    await limitAuthAction(deps, "reauth", req.ip ?? "unknown", user.email);
    if (!(await verifyPassword(password, user.password))) throw new ValidationError(authMessages.wrongPassword, { password: [authMessages.wrongPassword] });
  } else {
    requireRecentAuth(req, deps.now().getTime());
  }
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

// ---- the client of a request, the security log ----

/** Who is asking: the address, the browser's User-Agent and its device cookie (a past sign-in's). */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  deviceToken?: string;
}

export const deviceCookieName = (nodeEnv: string) => (nodeEnv === "production" ? "__Host-did" : "did");
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 3_600_000;

/** The device cookie of the request, when it has a well-formed one. */
export function deviceTokenOf(req: Request, nodeEnv: string): string | undefined {
  const name = deviceCookieName(nodeEnv);
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [k, v] = part.trim().split("=");
    if (k === name && v && /^[A-Za-z0-9_-]{43}$/.test(v)) return v;
  }
  return undefined;
}

export function clientOf(req: Request, nodeEnv: string): ClientInfo {
  return { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? undefined, deviceToken: deviceTokenOf(req, nodeEnv) };
}

const securityEventRow = (userId: string | null, kind: string, client: Pick<ClientInfo, "ip" | "userAgent">, method?: string): repo.SecurityEventInsert => ({
  userId,
  kind,
  method: method ?? null,
  address: client.ip.slice(0, 64),
  device: deviceLabel(client.userAgent).slice(0, 100),
});

/** Writes one row of the security log (who, what, address, device, time); kept one year. */
export async function recordSecurityEvent(db: Db, userId: string, kind: string, client: Pick<ClientInfo, "ip" | "userAgent">, method?: string): Promise<void> {
  await repo.insertSecurityEvent(db, securityEventRow(userId, kind, client, method));
}

/** The retention job (one year): deletes older rows of the security log. */
export function pruneSecurityLog(db: DbOrTx, now: Date): Promise<number> {
  return repo.deleteSecurityEventsBefore(db, new Date(now.getTime() - 365 * 24 * 3_600_000));
}

/** The last 50 sign-ins and failed attempts of the user. */
export async function signInHistory(db: Db, userId: string) {
  const rows = await repo.listSignIns(db, userId);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    success: r.kind === "sign_in",
    method: r.method ?? "password",
    address: r.address ?? "",
    device: r.device ?? deviceLabel(""),
  }));
}

// ---- signing in (every way in ends here) ----

const providerLabels: Record<string, string> = { kakao: "카카오", naver: "네이버", google: "Google" };

/** Every passkey and linked provider with a one-click removal link (the reset mail lists them). */
async function mailedSignInMethods(deps: AuthDeps, userId: string): Promise<MailedSignInMethod[]> {
  const { keys, identities } = await repo.listWaysIn(deps.db, userId);
  const link = (action: MailAction) => mailActionLink(deps.appUrl, mailActionToken(deps.secret, userId, action, deps.now().getTime()));
  return [
    ...keys.map((k) => ({ label: `패스키 '${k.name}'`, removeLink: link({ kind: "remove-passkey", id: k.id }) })),
    ...identities.map((i) => ({ label: `${providerLabels[i.provider] ?? i.provider} 계정 연결`, removeLink: link({ kind: "unlink", provider: i.provider }) })),
  ];
}

/** The public id of a session in '로그인된 기기': never the session id itself (it is the cookie's secret). */
export const publicSessionId = (sid: string) => createHash("sha256").update(`session:${sid}`).digest("base64url").slice(0, 22);

export type SignInDeps = Pick<AuthDeps, "db" | "appUrl" | "onMailQueued" | "now" | "secret" | "nodeEnv">;

/**
 * Signs `user` in on this request after any way in succeeded (password and second factor, passkey,
 * provider): a fresh session stamped as re-authenticated, the device cookie, the security log, the
 * activity record, and the new-device mail when the account had signed in from other devices before.
 */
export async function completeSignIn(
  deps: SignInDeps,
  req: Request,
  res: Response,
  user: Pick<repo.UserRow, "id" | "userType" | "email" | "firstName" | "lastName">,
  opts: { rememberMe: boolean; method: string; secondFactor?: boolean },
): Promise<void> {
  await signIn(req, { id: user.id, userType: user.userType }, opts.rememberMe, { secondFactor: opts.secondFactor });
  const client = clientOf(req, deps.nodeEnv);
  const token = client.deviceToken ?? newToken();
  const now = deps.now();
  const hadDevices = await repo.hasAnyKnownDevice(deps.db, user.id);
  const isNew = await repo.rememberDevice(deps.db, user.id, hashToken(token), now);
  res.cookie(deviceCookieName(deps.nodeEnv), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: deps.nodeEnv === "production",
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
  await recordSecurityEvent(deps.db, user.id, "sign_in", client, opts.method);
  await repo.recordActivity(deps.db, user.id, "login");
  if (isNew && hadDevices) {
    const endLink = mailActionLink(
      deps.appUrl,
      mailActionToken(deps.secret, user.id, { kind: "end-session", session: publicSessionId(req.sessionID) }, now.getTime()),
    );
    const at = now.toLocaleString("ko-KR", { timeZone: "Asia/Seoul" });
    await enqueueMail(deps.db, user.email, newDeviceMail(displayName(user), { device: deviceLabel(client.userAgent), address: client.ip, at }, endLink));
    deps.onMailQueued();
  }
}

declare module "express-session" {
  interface SessionData {
    /** A sign-in whose first step passed, waiting for its second factor (POST /api/auth/login/second-factor). */
    pendingSecondFactor?: { userId: string; rememberMe: boolean; method: string; at: number };
  }
}

/** How long a right password waits for its second factor. */
export const PENDING_SECOND_FACTOR_MS = 5 * 60_000;

/**
 * After a first step (password, provider) succeeded: signs in at once, or, when the account has a second
 * factor, keeps the sign-in pending in this browser's session and says so (nobody is signed in yet).
 * @returns whether the sign-in is complete.
 */
export async function signInOrAskSecondFactor(
  deps: SignInDeps,
  req: Request,
  res: Response,
  user: repo.UserRow,
  opts: { rememberMe: boolean; method: string },
): Promise<boolean> {
  if (!(await repo.hasSecondFactor(deps.db, user.id))) {
    await completeSignIn(deps, req, res, user, opts);
    return true;
  }
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.pendingSecondFactor = { userId: user.id, rememberMe: opts.rememberMe, method: opts.method, at: deps.now().getTime() };
      req.session.save((e) => (e ? reject(e) : resolve()));
    }),
  );
  return false;
}

export const secondFactorMessage = "2단계 인증이 켜져 있습니다. 인증 앱의 6자리 코드를 입력해주세요.";

// ---- sessions ('로그인된 기기') ----

export interface SessionView {
  id: string;
  current: boolean;
  device: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
}

export async function listSessions(deps: Pick<AuthDeps, "db" | "now">, userId: string, currentSid: string): Promise<SessionView[]> {
  const rows = await repo.listSessionsOf(deps.db, userId, deps.now());
  const views = rows.map((r) => {
    const sess = (r.sess ?? {}) as { ip?: string; ua?: string };
    return {
      id: publicSessionId(r.sid),
      current: r.sid === currentSid,
      device: deviceLabel(sess.ua),
      address: sess.ip ?? "",
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    };
  });
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's sessions by its public id. @throws NotFoundError not one of the user's live sessions. */
export async function endSession(
  deps: Pick<AuthDeps, "db" | "now">,
  userId: string,
  publicId: string,
  client: Pick<ClientInfo, "ip" | "userAgent">,
): Promise<{ wasCurrent: boolean; sid: string }> {
  const rows = await repo.listSessionsOf(deps.db, userId, deps.now());
  const row = rows.find((r) => publicSessionId(r.sid) === publicId);
  if (!row || !(await repo.deleteSessionsOf(deps.db, userId, { only: [row.sid] }))) throw new NotFoundError(authMessages.sessionNotFound);
  await recordSecurityEvent(deps.db, userId, "session_ended", client);
  return { wasCurrent: false, sid: row.sid };
}

/**
 * Ends every session of a user, or all but `exceptSid`: password change and reset, the second factor
 * turned on or off, "log out elsewhere", and the operator console's suspension call it. Ended sessions
 * answer 401 at their next request (the store reads the table each time).
 */
export async function endAllSessions(
  db: Db,
  userId: string,
  opts: { exceptSid?: string; client?: Pick<ClientInfo, "ip" | "userAgent"> } = {},
): Promise<number> {
  const n = await repo.deleteSessionsOf(db, userId, { except: opts.exceptSid });
  await repo.insertSecurityEvent(db, securityEventRow(userId, "sessions_ended", opts.client ?? { ip: "system" }));
  return n;
}

// For other features: this file is the auth feature's public entry (eslint.config.js boundaries).
// identities signs people up and in through other methods (OAuth, passkeys) on the same accounts.
export { findUserByEmail, findUserById, hasSecondFactor, insertConsents, insertUser, recordActivity, retireResetTokens, type UserRow } from "./repository";
export { checkNewPassword, hashPassword, verifyPassword } from "./passwords";
export { deviceLabel } from "./device";
export { readMailActionToken, mailActionToken, mailActionLink, type MailAction } from "./mail-actions";
