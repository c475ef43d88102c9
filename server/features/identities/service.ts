import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from "@simplewebauthn/server";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { RATE_LIMITS, VERIFY_TOKEN_TTL_MS } from "@shared/constants";
import type { PendingProviderSignup, SignInMethods } from "@shared/api-types";
import { displayName } from "@shared/display";
import { users } from "@shared/schema/index";
import { userSearchTokens } from "@shared/search-tokens";
import type { z } from "zod";
import type { completeProviderSignupSchema } from "@shared/validators/identities";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { systemClock } from "../../http/route-context";
import { enqueueMail } from "../../mail/outbox";
import { signInMethodAddedMail, verificationMail } from "../../mail/templates";
import {
  authMessages,
  checkNewPassword,
  findUserByEmail,
  findUserById,
  hashPassword,
  hashToken,
  insertConsents,
  insertUser,
  limitAuthAction,
  mailActionLink,
  mailActionToken,
  retireResetTokens,
  type UserRow,
  verifyPassword,
} from "../auth/service";
import type { OAuthProviders, Provider, ProviderProfile } from "./providers";
import * as repo from "./repository";

/** The WebAuthn library loads with the first passkey ceremony, not with the server (it is a large module graph). */
const webauthn = () => import("@simplewebauthn/server");

export interface IdentityDeps {
  db: Db;
  appUrl: string;
  limiter: RateLimiter;
  onMailQueued: () => void;
  providers: OAuthProviders;
  /** The clock of the rules (recent sign-in, token expiry, last use); RouteContext.now. */
  now: () => Date;
  /** Signs the one-click links of security mails (SESSION_SECRET). */
  secret: string;
  nodeEnv: string;
}

/** The injected clock; the system clock until the routes pass RouteContext.now in the deps. */
const nowOf = (deps: Pick<IdentityDeps, "now">): Date => (deps.now ?? systemClock)();

export const providerLabel: Record<Provider, string> = { kakao: "카카오", naver: "네이버", google: "Google" };

export const identityMessages = {
  emailTaken: "이미 가입된 이메일입니다. 이메일로 로그인한 뒤 계정 설정에서 연결해주세요.",
  providerOff: "사용할 수 없는 로그인 방법입니다.",
  noPending: "진행 중인 가입이 없습니다. 처음부터 다시 시도해주세요.",
  wrongPassword: "비밀번호가 올바르지 않습니다.",
  reauth: "보안을 위해 다시 로그인한 뒤 연결해주세요.",
  alreadyLinked: "이미 연결된 로그인 방법입니다.",
  notLinked: "연결되지 않은 로그인 방법입니다.",
  lastWayIn: "마지막 로그인 방법은 해제할 수 없습니다. 비밀번호를 설정하거나 다른 로그인 방법을 먼저 추가해주세요.",
  linked: "연결되었습니다.",
  unlinked: "연결을 해제했습니다.",
  passkeyAdded: "패스키를 등록했습니다.",
  passkeyRemoved: "패스키를 삭제했습니다.",
  passkeyFailed: "패스키를 확인하지 못했습니다. 다시 시도해주세요.",
  passkeyUnknown: "등록되지 않은 패스키입니다. 이메일과 비밀번호로 로그인해주세요.",
  passkeyNotFound: "패스키를 찾을 수 없습니다.",
  noChallenge: "패스키 요청이 만료되었습니다. 다시 시도해주세요.",
  passkeyRenamed: "패스키 이름을 변경했습니다.",
  passkeyNameTaken: "같은 이름의 패스키가 이미 있습니다. 다른 이름을 입력해주세요.",
  passwordSet: "비밀번호를 설정했습니다. 이제 이메일과 비밀번호로도 로그인할 수 있습니다.",
  passwordExists: "이미 비밀번호가 설정된 계정입니다. 비밀번호 변경을 이용해주세요.",
  reauthSetPassword: "보안을 위해 다시 로그인한 뒤 비밀번호를 설정해주세요.",
} as const;

/** Accounts made through a provider have no password until they set one (settings, or the reset mail). */
export const NO_PASSWORD = "!";
export const hasPassword = (row: { password: string }) => row.password.startsWith("$");

/**
 * A password re-entry is not asked of an account without one, but its sign-in (through a provider or
 * a passkey) must be this recent: to link a provider, and to set a first password.
 */
const RECENT_SIGN_IN_MS = 15 * 60_000;

const limit = (deps: IdentityDeps, action: keyof typeof RATE_LIMITS, ip: string, email?: string) => limitAuthAction(deps, action, ip, email);

/** Counted like a password sign-in attempt (per address), so every way in shares the login limits. */
export const limitSignIn = (deps: IdentityDeps, ip: string) => limit(deps, "login", ip);

export async function signInMethods(deps: IdentityDeps, userId: string): Promise<SignInMethods> {
  const user = await activeUser(deps.db, userId);
  const [identities, keys] = await Promise.all([repo.listIdentities(deps.db, userId), repo.listPasskeys(deps.db, userId)]);
  return {
    hasPassword: hasPassword(user),
    identities: identities.map((i) => ({
      provider: i.provider as Provider,
      email: i.email,
      createdAt: i.createdAt.toISOString(),
      lastUsedAt: i.lastUsedAt?.toISOString() ?? null,
    })),
    passkeys: keys.map(passkeyView),
    providers: deps.providers.enabled(),
  };
}

async function activeUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.isDeleted) throw new UnauthorizedError();
  return user;
}

export function assertEnabled(deps: IdentityDeps, provider: Provider) {
  if (!deps.providers.isEnabled(provider)) throw new NotFoundError(identityMessages.providerOff);
}

/**
 * Before linking: the password again (an account without one must have signed in within 15 minutes).
 * @throws ValidationError wrong password; UnauthorizedError sign-in too old; ConflictError already linked.
 */
export async function checkLinkAllowed(
  deps: IdentityDeps,
  userId: string,
  provider: Provider,
  password: string | undefined,
  signedInAt: number | undefined,
  ip: string,
): Promise<void> {
  const user = await activeUser(deps.db, userId);
  await limit(deps, "login", ip, user.email);
  if ((await repo.listIdentities(deps.db, userId)).some((i) => i.provider === provider)) throw new ConflictError(identityMessages.alreadyLinked);
  if (hasPassword(user)) {
    if (!password || !(await verifyPassword(password, user.password))) {
      throw new ValidationError(identityMessages.wrongPassword, { password: [identityMessages.wrongPassword] });
    }
  } else if (!signedInAt || nowOf(deps).getTime() - signedInAt > RECENT_SIGN_IN_MS) {
    throw new UnauthorizedError(identityMessages.reauth);
  }
}

/** What the callback leads to; the route turns it into a redirect. */
export type CallbackOutcome =
  | { kind: "signedIn"; user: UserRow }
  | { kind: "pending"; pending: PendingSignup }
  | { kind: "linked" }
  | { kind: "error"; code: "email-taken" | "unverified" | "already-linked" | "failed" };

/** A verified provider identity that has no account yet: kept in the session until role and terms. */
export interface PendingSignup {
  provider: Provider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  rememberMe: boolean;
}

/** Sign-in (or sign-up) through a provider once its callback was checked. Never matches accounts by e-mail. */
export async function providerSignIn(deps: IdentityDeps, provider: Provider, profile: ProviderProfile, rememberMe: boolean): Promise<CallbackOutcome> {
  const identity = await repo.findIdentity(deps.db, provider, profile.subject);
  if (identity) {
    const user = await findUserById(deps.db, identity.userId);
    if (!user || user.isDeleted) return { kind: "error", code: "failed" };
    // The same rule as the password: an address not verified yet must be verified by our mail first.
    if (!user.emailVerified) return { kind: "error", code: "unverified" };
    await repo.touchIdentity(deps.db, identity.id, nowOf(deps));
    return { kind: "signedIn", user };
  }
  if (profile.email && (await findUserByEmail(deps.db, profile.email))) return { kind: "error", code: "email-taken" };
  return {
    kind: "pending",
    pending: { provider, subject: profile.subject, email: profile.email, emailVerified: profile.emailVerified, name: profile.name, rememberMe },
  };
}

/** Links the provider identity to the signed-in account that started the link. */
export async function linkIdentity(deps: IdentityDeps, userId: string, provider: Provider, profile: ProviderProfile): Promise<CallbackOutcome> {
  const taken = await repo.findIdentity(deps.db, provider, profile.subject);
  if (taken) return { kind: "error", code: "already-linked" };
  try {
    await repo.insertIdentity(deps.db, { userId, provider, subject: profile.subject, email: profile.email });
  } catch (err) {
    // The unique (provider, subject) or (user, provider) pair raced with another request.
    if (isUniqueViolation(err)) return { kind: "error", code: "already-linked" };
    throw err;
  }
  return { kind: "linked" };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Splits a provider's display name into family and given name for the completion form. */
export function pendingView(p: PendingSignup): PendingProviderSignup {
  const name = (p.name ?? "").trim();
  let lastName = "";
  let firstName = "";
  if (name.includes(" ")) {
    const parts = name.split(/\s+/);
    // "홍 길동" and "John Smith": the Korean order puts the family name first.
    if (/[가-힣]/.test(name)) [lastName, firstName] = [parts[0]!, parts.slice(1).join(" ")];
    else [firstName, lastName] = [parts.slice(0, -1).join(" "), parts.at(-1)!];
  } else if (/^[가-힣]{2,4}$/.test(name)) {
    [lastName, firstName] = [name.slice(0, 1), name.slice(1)];
  } else {
    firstName = name;
  }
  return { provider: p.provider, email: p.email, emailVerified: p.emailVerified, firstName: firstName.slice(0, 50), lastName: lastName.slice(0, 50) };
}

/**
 * Creates the account of a pending provider sign-in with the role chosen. The e-mail counts as
 * verified only when it is the one the provider said it verified; otherwise our verification mail
 * goes out and sign-in waits for it, as after a password sign-up.
 * @throws ConflictError when the e-mail or the provider identity already has an account; RateLimited.
 */
export async function completeSignup(
  deps: IdentityDeps,
  pending: PendingSignup,
  input: z.infer<typeof completeProviderSignupSchema>,
  ip: string,
): Promise<{ user: UserRow; verified: boolean }> {
  await limit(deps, "register", ip, input.email);
  if (await findUserByEmail(deps.db, input.email)) throw new ConflictError(identityMessages.emailTaken);
  if (await repo.findIdentity(deps.db, pending.provider, pending.subject)) throw new ConflictError(identityMessages.alreadyLinked);
  const verified = pending.emailVerified && pending.email === input.email;
  const now = nowOf(deps);
  const token = verified ? null : randomBytes(32).toString("base64url");
  const user = await inTransaction(deps.db, async (tx) => {
    const row = await insertUser(tx, {
      email: input.email,
      password: NO_PASSWORD,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      searchTokens: userSearchTokens({ firstName: input.firstName, lastName: input.lastName, tags: [] }),
      emailVerified: verified,
      emailVerificationToken: token ? hashToken(token) : null,
      emailVerificationExpires: token ? new Date(now.getTime() + VERIFY_TOKEN_TTL_MS) : null,
    });
    // The completion schema let no sign-up through without the three consents (issue 31).
    await insertConsents(tx, row.id, now);
    await repo.insertIdentity(tx, {
      userId: row.id,
      provider: pending.provider,
      subject: pending.subject,
      email: pending.email,
      lastUsedAt: verified ? now : null,
    });
    if (token) {
      const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, row.email, verificationMail(displayName(row), link));
    }
    return row;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new ConflictError(identityMessages.emailTaken);
    throw err;
  });
  if (token) deps.onMailQueued();
  return { user, verified };
}

/**
 * Removes a way in while another remains (password, another provider or a passkey). The user row is
 * locked so two removals at once cannot both pass the check.
 */
async function removeWayIn(deps: IdentityDeps, userId: string, remove: (tx: Tx) => Promise<boolean>, notFound: string) {
  await inTransaction(deps.db, async (tx) => {
    const [user] = await tx.select({ password: users.password, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.isDeleted) throw new UnauthorizedError();
    if (!(await remove(tx))) throw new NotFoundError(notFound);
    const left = await repo.countOtherWaysIn(tx, userId);
    if (!hasPassword(user) && left.identities + left.passkeys === 0) throw new ConflictError(identityMessages.lastWayIn);
  });
}

export function unlinkProvider(deps: IdentityDeps, userId: string, provider: Provider): Promise<void> {
  return removeWayIn(deps, userId, (tx) => repo.deleteIdentity(tx, userId, provider), identityMessages.notLinked);
}

export function removePasskey(deps: IdentityDeps, userId: string, id: number): Promise<void> {
  return removeWayIn(deps, userId, (tx) => repo.deletePasskey(tx, userId, id), identityMessages.passkeyNotFound);
}

/**
 * The first password of an account made through a provider, without a current one (there is none).
 * Asked only of a recent sign-in, as linking is: a session left open elsewhere cannot give the account
 * a password its owner does not know. The update is conditional, so of two at once only one sets it.
 * @throws ConflictError the account has a password; UnauthorizedError sign-in too old or account gone.
 */
export async function setFirstPassword(deps: IdentityDeps, userId: string, newPassword: string, signedInAt: number | undefined): Promise<void> {
  const user = await activeUser(deps.db, userId);
  if (hasPassword(user)) throw new ConflictError(identityMessages.passwordExists);
  if (!signedInAt || nowOf(deps).getTime() - signedInAt > RECENT_SIGN_IN_MS) throw new UnauthorizedError(identityMessages.reauthSetPassword);
  await checkNewPassword(newPassword, user.email, "newPassword");
  const password = await hashPassword(newPassword);
  await inTransaction(deps.db, async (tx) => {
    if (!(await repo.setPasswordIfNone(tx, userId, password, nowOf(deps)))) throw new ConflictError(identityMessages.passwordExists);
    // A reset link mailed before must not replace the password just chosen.
    await retireResetTokens(tx, userId);
  });
}

// ---- passkeys ----

function relyingParty(deps: IdentityDeps) {
  const url = new URL(deps.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export async function passkeyRegistrationOptions(deps: IdentityDeps, userId: string) {
  const user = await activeUser(deps.db, userId);
  const existing = await repo.listPasskeys(deps.db, userId);
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: "아트링크",
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: displayName(user),
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** Verifies the browser's attestation against the challenge kept in the session and stores the key. */
export async function registerPasskey(deps: IdentityDeps, userId: string, name: string, credential: unknown, expectedChallenge: string) {
  await activeUser(deps.db, userId);
  const rp = relyingParty(deps);
  let info;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    const result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("not verified");
    info = result.registrationInfo;
  } catch {
    throw new ValidationError(identityMessages.passkeyFailed);
  }
  const c = info.credential;
  if (await repo.findPasskeyByCredentialId(deps.db, c.id)) throw new ConflictError(identityMessages.alreadyLinked);
  if ((await repo.listPasskeys(deps.db, userId)).some((k) => k.name === name)) throw new ConflictError(identityMessages.passkeyNameTaken);
  const user = await activeUser(deps.db, userId);
  const row = await inTransaction(deps.db, async (tx) => {
    const key = await repo.insertPasskey(tx, {
      userId,
      credentialId: c.id,
      publicKey: Buffer.from(c.publicKey).toString("base64url"),
      counter: c.counter,
      transports: c.transports ?? [],
      name,
    });
    // The owner hears of every new way in, with a one-click removal (issue 25).
    const removeLink = mailActionLink(deps.appUrl, mailActionToken(deps.secret, userId, { kind: "remove-passkey", id: key.id }, nowOf(deps).getTime()));
    await enqueueMail(tx, user.email, signInMethodAddedMail(displayName(user), `패스키 '${name}'`, removeLink));
    return key;
  });
  deps.onMailQueued();
  return passkeyView(row);
}

/**
 * Renames one of the user's passkeys; names are distinct within an account (they tell the keys apart
 * in settings). The user row is locked so two renames at once cannot take one name twice.
 * @throws NotFoundError not the user's passkey; ConflictError the name is taken by another of the user's passkeys.
 */
export async function renamePasskey(deps: IdentityDeps, userId: string, id: number, name: string) {
  const row = await inTransaction(deps.db, async (tx) => {
    const [user] = await tx.select({ isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.isDeleted) throw new UnauthorizedError();
    const keys = await repo.listPasskeys(tx, userId);
    const key = keys.find((k) => k.id === id);
    if (!key) throw new NotFoundError(identityMessages.passkeyNotFound);
    if (keys.some((k) => k.id !== id && k.name === name)) throw new ConflictError(identityMessages.passkeyNameTaken);
    return key.name === name ? key : repo.renamePasskey(tx, userId, id, name);
  });
  return passkeyView(row);
}

const passkeyView = (k: repo.PasskeyRow) => ({ id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null });

/** The active account (401 when withdrawn), for the routes. */
export const activeUserOf = (deps: IdentityDeps, userId: string) => activeUser(deps.db, userId);

/** Options to re-authenticate with one of the user's passkeys. @throws ConflictError when the user has none. */
export async function passkeyReauthOptions(deps: IdentityDeps, userId: string) {
  const keys = await repo.listPasskeys(deps.db, userId);
  if (!keys.length) throw new ConflictError("등록된 패스키가 없습니다. 비밀번호나 인증 코드로 확인해주세요.");
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    userVerification: "required",
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportFuture[] })),
  });
}

export async function passkeyLoginOptions(deps: IdentityDeps) {
  // No allowCredentials: the browser offers the discoverable passkeys it holds for this site.
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({ rpID: relyingParty(deps).rpID, userVerification: "required" });
}

/** Checks an assertion; returns the user to sign in. @throws UnauthorizedError, AppError EmailNotVerified. */
export async function passkeyLogin(deps: IdentityDeps, credential: { id: string }, expectedChallenge: string): Promise<UserRow> {
  const key = await repo.findPasskeyByCredentialId(deps.db, credential.id);
  if (!key) throw new UnauthorizedError(identityMessages.passkeyUnknown);
  const rp = relyingParty(deps);
  let newCounter: number;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const result = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("not verified");
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw new UnauthorizedError(identityMessages.passkeyFailed);
  }
  const user = await findUserById(deps.db, key.userId);
  if (!user || user.isDeleted) throw new UnauthorizedError(identityMessages.passkeyUnknown);
  if (!user.emailVerified) throw new AppError("EmailNotVerified", authMessages.unverified, { requiresEmailVerification: true });
  await repo.recordPasskeyUse(deps.db, key.id, newCounter, nowOf(deps));
  return user;
}
