import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DECLINE_CATEGORIES, DELETE_CONFIRM_PHRASE } from "@shared/constants";
import { eq } from "drizzle-orm";
import {
  contactInquiries,
  contractTerminationRequests,
  dataExports,
  messages,
  notifications,
  passkeys,
  passwordResetTokens,
  paymentMilestones,
  paymentRefundRequests,
  reports,
  uploads,
  userIdentities,
  users,
  userTags,
} from "@shared/schema/index";
import { generate as totpGenerate } from "otplib";
import { hashToken, mailActionToken, publicSessionId } from "../../../server/features/auth/service";
import { deliver as deliverWork, dispute as disputeMilestone, escrowCheckout, escrowConfirm } from "../../../server/features/payments/service";
import { unsubscribeToken } from "../../../server/mail/unsubscribe";
import { completedProjectWith, insertActivityItem, insertCredit, insertRecord } from "../../factories/activity";
import { insertAuditionInvite, insertBooking, insertManager, insertSlot } from "../../factories/auditions";
import { insertComment, insertPost } from "../../factories/community";
import { insertContract, insertSignedContract, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { insertAward, insertEducation, insertExperience, insertPortfolio } from "../../factories/profiles";
import { dayFromToday, findOrCreateTags, insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertSavedSearch } from "../../factories/saved-searches";
import { insertUser } from "../../factories/users";
import { startOidcProvider } from "../../setup/oidc-provider";
import { softAuthenticator } from "../../setup/soft-authenticator";
import { createTestApp, TEST_APP_URL, TEST_CONFIG, TEST_PASSWORD } from "../../setup/test-app";
import {
  type Actor,
  changedTables,
  fingerprint,
  listen,
  loggedIn,
  type Method,
  mintSession,
  openStream,
  send,
  servedRoutes,
  type UserRow,
  withdrawnActor,
} from "./helpers";

/*
 * THE PERMISSION MATRIX (issue 11; the status rule is docs/decisions/022-permission-matrix.md).
 *
 * One row per endpoint: every POST/PUT/PATCH/DELETE the app serves, and every GET that shows private data.
 * Each row is tried by five viewers: a guest (no session), an unrelated artist, an unrelated producer, the
 * row's owner or right party (`owner: "artist" | "producer"`: the fixture user of that kind who owns the
 * target the row builds), and a withdrawn account's old session. `expect` gives the status per viewer.
 *
 * To add a row (for example after merging a branch with new endpoints):
 *   { method: "POST", route: "/api/saved-searches/:id/run",   // exactly as the router declares it
 *     owner: "artist",                                         // who the right party is
 *     target: async (fx) => {                                  // optional: builds a FRESH target per cell
 *       const row = await insertSavedSearch(t.db, { userId: fx.ownerArtist.user!.id });
 *       return { path: `/api/saved-searches/${row.id}/run`, body: { ... } };
 *     },
 *     expect: ownerOnly(200) },                                // or spell out { guest, artist, producer, owner, withdrawn }
 * The guard at the end fails while a state-changing route has no row, and when a row names no served route.
 * Every refused cell (4xx) must also leave every table unchanged (sessions and rate-limit counters aside).
 */

// Sign-in providers switched on (a local OpenID Connect provider), so linking one can succeed for its right party.
const oidc = await startOidcProvider();
const t = await createTestApp({ oauth: oidc.oauth });
const port = await listen(t);
/** createTestApp's default upload folder. */
const TEST_UPLOAD_DIR = "/tmp/artlink-test-uploads";

type MemberViewer = "guest" | "artist" | "producer" | "owner" | "withdrawn";
type Viewer = MemberViewer | "operator" | "admin";
const VIEWERS: MemberViewer[] = ["guest", "artist", "producer", "owner", "withdrawn"];
/** Staff viewers (issue 24): tried on the rows that name their status (the console's rows), after the five. */
const STAFF_VIEWERS = ["operator", "admin"] as const;
type Expect = Record<MemberViewer, number> & { operator?: number; admin?: number };
const viewersOf = (row: { expect: Expect }): Viewer[] => [...VIEWERS, ...STAFF_VIEWERS.filter((v) => row.expect[v] !== undefined)];

interface Fixtures {
  artist: Actor;
  producer: Actor;
  ownerArtist: Actor;
  ownerProducer: Actor;
  withdrawn: Actor;
  /** Staff of the console (issue 24): an operator and an admin. */
  operator: Actor;
  admin: Actor;
  /** A published project of ownerProducer that ownerArtist applied to (so the two share a project). */
  project: Awaited<ReturnType<typeof insertProject>>;
  tagId: number;
}

interface Target {
  path?: string;
  body?: unknown;
  attach?: { field: string; file: string };
  /** The cell's own session instead of the viewer's (a flow in flight: a passkey challenge, a provider sign-in). */
  cookie?: string;
}

interface Row {
  method: Method;
  /** The route as the router declares it, under /api. */
  route: string;
  /** Which fixture user is the owner / right party of the row's target. */
  owner: "artist" | "producer";
  /** Each viewer acts on a throw-away account of its kind (the call ends or replaces its session). */
  fresh?: boolean;
  /** A Server-Sent Events stream: an accepted one is closed as soon as its headers arrive. */
  stream?: boolean;
  /** Builds the cell's own target (fresh rows where the call changes or deletes them). */
  target?: (fx: Fixtures, viewer: Viewer, actor: Actor) => Promise<Target> | Target;
  expect: Expect;
}

// Shortcuts for the common shapes; a row may always spell the five statuses out.
/** Any signed-in member; guests and withdrawn sessions get 401. */
const member = (ok: number): Expect => ({ guest: 401, artist: ok, producer: ok, owner: ok, withdrawn: 401 });
/** Only the owner / right party; other members 403. */
const ownerOnly = (ok: number, others = 403): Expect => ({ guest: 401, artist: others, producer: others, owner: ok, withdrawn: 401 });
/** Artists (the owner is an artist); producers 403. */
const artists = (ok: number): Expect => ({ guest: 401, artist: ok, producer: 403, owner: ok, withdrawn: 401 });
/** Producers (the owner is a producer); artists 403. */
const producers = (ok: number): Expect => ({ guest: 401, artist: 403, producer: ok, owner: ok, withdrawn: 401 });
/** The operator console (issue 24): staff only; members 403, guests and withdrawn sessions 401. */
const staffOnly = (ok: number): Expect => ({ guest: 401, artist: 403, producer: 403, owner: 403, withdrawn: 401, operator: ok, admin: ok });
/** A console row (issue 24): staff only, with the operator and admin viewers; `expect` overrides a cell. */
function staffRow(method: Method, route: string, target?: Row["target"], expect: Partial<Expect> = {}): Row {
  return { method, route, owner: "artist", target, expect: { ...staffOnly(200), ...expect } };
}
/** Public endpoints: the same answer for everyone. */
const open = (s: number): Expect => ({ guest: s, artist: s, producer: s, owner: s, withdrawn: s });

const samplePng = path.resolve(import.meta.dirname, "../../fixtures/sample.png");
const selfTape = path.resolve(import.meta.dirname, "../../fixtures/self-tape.webm");
const uid = () => randomUUID().slice(0, 8);
const totpCode = (secret: string) => totpGenerate({ secret });
const cover = "안녕하세요. 이 프로젝트에 꼭 참여하고 싶어 지원합니다. 설치미술 작업을 10년째 하고 있으며 공간 연출에 자신 있습니다.";
const ownerOf = (fx: Fixtures, row: Row) => (row.owner === "artist" ? fx.ownerArtist : fx.ownerProducer);
const idOf = (a: Actor) => a.user!.id;
const freshProject = (fx: Fixtures, overrides: Partial<Parameters<typeof insertProject>[1]> = {}) =>
  insertProject(t.db, { producerId: idOf(fx.ownerProducer), tags: ["전시"], ...overrides });
const freshUser = (userType: "artist" | "producer" = "artist") => insertUser(t.db, { userType });
async function notificationOf(userId: string) {
  const [row] = await t.db.insert(notifications).values({ userId, title: "알림", message: "새 소식", type: "system" }).returning();
  return row!;
}
/** A published project of ownerProducer with an accepted artist (ownerArtist) and their contract. */
async function contractOf(fx: Fixtures, status: "draft" | "sent") {
  const project = await freshProject(fx, { budget: "300만원", location: "서울" });
  return insertContract(t.db, { projectId: project.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist), status });
}
/** A contract ownerProducer and ownerArtist both signed, on a fresh project; `requestedBy` adds a pending request to end it. */
async function signedContractOf(fx: Fixtures, requestedBy?: "artist" | "producer") {
  const project = await freshProject(fx, { budget: "300만원", location: "서울" });
  const c = await insertSignedContract(t.db, { projectId: project.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) });
  if (requestedBy) {
    const by = requestedBy === "artist" ? fx.ownerArtist : fx.ownerProducer;
    await t.db.insert(contractTerminationRequests).values({ contractId: c.id, requestedBy: idOf(by), requesterRole: requestedBy, reason: "일정 변경" });
  }
  return c;
}
/** A payment milestone of a fresh signed contract of the owner pair (issue 28), in `status`. */
async function milestoneOf(fx: Fixtures, status: "due" | "paid_reported" = "due") {
  const c = await signedContractOf(fx);
  const [m] = await t.db.update(paymentMilestones).set({ status }).where(eq(paymentMilestones.contractId, c.id)).returning();
  return m!;
}
/** A milestone paid into escrow through the stand-in (issue 28); `delivered`: the artist reported the work. */
async function heldMilestoneOf(fx: Fixtures, delivered = false) {
  const m = await milestoneOf(fx);
  const producer = { id: idOf(fx.ownerProducer), userType: "producer" as const };
  const order = await escrowCheckout(t.db, t.payments!.provider, producer, m.id, new Date());
  const paymentKey = t.payments!.fake!.checkout(order.orderId, order.amount, order.orderName);
  await escrowConfirm(t.db, t.payments!.provider, producer, { paymentKey, orderId: order.orderId, amount: order.amount }, new Date());
  if (delivered) await deliverWork(t.db, { id: idOf(fx.ownerArtist), userType: "artist" as const }, m.id, new Date());
  return m;
}
/** A pending partial refund request of the producer on a fresh held milestone of the owner pair (issue 28). */
async function pendingRefundRequestOf(fx: Fixtures) {
  const m = await heldMilestoneOf(fx);
  const [r] = await t.db
    .insert(paymentRefundRequests)
    .values({ milestoneId: m.id, amount: 1_000, reason: "범위 축소를 제안합니다", requestedBy: idOf(fx.ownerProducer) })
    .returning();
  return r!;
}
const contractTerms = {
  template: "art",
  title: "야외 조각 설치",
  workContent: "조각 작품 1점 제작과 설치",
  place: "서울",
  startDate: dayFromToday(30),
  endDate: dayFromToday(60),
  fee: 3_000_000,
  paymentType: "lump_sum",
  paymentDate: dayFromToday(61),
  depositAmount: null,
  depositDate: null,
  balanceDate: null,
  revenueSharing: "",
  copyright: "",
  credit: "",
  specialTerms: "",
};
/** The session cookie a response set (a visitor's first session). */
/** A fresh project of ownerProducer, ownerArtist's application invited to a future slot (and booked on it). */
async function auditionOf(fx: Fixtures, booked = false) {
  const p = await freshProject(fx);
  const a = await insertApplication(t.db, { projectId: p.id, artistId: idOf(fx.ownerArtist) });
  const slot = await insertSlot(t.db, { projectId: p.id });
  await insertAuditionInvite(t.db, { applicationId: a.id, projectId: p.id });
  const booking = booked ? await insertBooking(t.db, { slotId: slot.id, applicationId: a.id, artistId: idOf(fx.ownerArtist) }) : undefined;
  return { slot, booking };
}

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers["set-cookie"] as string[] | undefined) ?? [])
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("="));
async function resetToken(user: UserRow) {
  const raw = `tok-${randomUUID()}`;
  await t.db.insert(passwordResetTokens).values({ userId: user.id, token: hashToken(raw), expiresAt: new Date(Date.now() + 3_600_000) });
  return raw;
}

const matrix: Row[] = [
  // ---- auth -------------------------------------------------------------------------------------
  {
    method: "POST",
    route: "/api/auth/register",
    owner: "artist",
    target: () => ({
      body: {
        email: `new-${uid()}@example.com`,
        password: "gallery-pass-472",
        firstName: "새",
        lastName: "가입",
        userType: "artist",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      },
    }),
    expect: open(201),
  },
  {
    method: "POST",
    route: "/api/auth/login",
    owner: "artist",
    fresh: true,
    target: async () => ({ body: { email: (await freshUser()).email, password: TEST_PASSWORD } }),
    expect: open(200),
  },
  { method: "POST", route: "/api/auth/logout", owner: "artist", fresh: true, expect: open(200) },
  {
    method: "POST",
    route: "/api/auth/resend-verification",
    owner: "artist",
    target: async () => ({ body: { email: (await insertUser(t.db, { emailVerified: false })).email } }),
    expect: open(200),
  },
  {
    method: "POST",
    route: "/api/auth/reset-password-request",
    owner: "artist",
    target: async () => ({ body: { email: (await freshUser()).email } }),
    expect: open(200),
  },
  {
    method: "POST",
    route: "/api/auth/verify-reset-token",
    owner: "artist",
    target: async () => ({ body: { token: await resetToken(await freshUser()) } }),
    expect: open(200),
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    owner: "artist",
    target: async () => ({ body: { token: await resetToken(await freshUser()), newPassword: "newpassword456" } }),
    expect: open(200),
  },
  {
    method: "POST",
    route: "/api/auth/change-password",
    owner: "artist",
    fresh: true,
    target: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: "newpassword456" } }),
    expect: member(200),
  },
  {
    method: "DELETE",
    route: "/api/auth/delete-account",
    owner: "artist",
    fresh: true,
    target: () => ({ body: { confirmText: DELETE_CONFIRM_PHRASE, reason: "더 이상 사용하지 않아요", password: TEST_PASSWORD } }),
    expect: member(200),
  },
  { method: "GET", route: "/api/auth/user", owner: "artist", expect: member(200) },
  { method: "GET", route: "/api/events", owner: "artist", stream: true, expect: member(200) },

  // ---- account settings ---------------------------------------------------------------------------
  { method: "GET", route: "/api/account/mail-preferences", owner: "artist", expect: member(200) },
  { method: "PUT", route: "/api/account/mail-preferences", owner: "artist", target: () => ({ body: { preferences: { review: false } } }), expect: member(200) },
  {
    method: "POST",
    route: "/api/mail/unsubscribe",
    owner: "artist",
    target: async () => ({ path: `/api/mail/unsubscribe?token=${unsubscribeToken(TEST_CONFIG.sessionSecret, (await freshUser()).id, "review")}` }),
    expect: open(200),
  },

  // ---- notifications ------------------------------------------------------------------------------
  { method: "GET", route: "/api/notifications", owner: "artist", expect: member(200) },
  { method: "PATCH", route: "/api/notifications/mark-all-read", owner: "artist", expect: member(200) },
  {
    method: "PATCH",
    route: "/api/notifications/:id/read",
    owner: "artist",
    target: async (fx) => ({ path: `/api/notifications/${(await notificationOf(idOf(fx.ownerArtist))).id}/read` }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/notifications/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/notifications/${(await notificationOf(idOf(fx.ownerArtist))).id}` }),
    expect: ownerOnly(200),
  },

  // ---- messages and conversations -----------------------------------------------------------------
  { method: "GET", route: "/api/messages/unread-count", owner: "artist", expect: member(200) },
  {
    // The right party shares a project with the receiver; unrelated members have no connection.
    method: "POST",
    route: "/api/messages",
    owner: "artist",
    target: (fx) => ({ body: { receiverId: idOf(fx.ownerProducer), content: "안녕하세요, 일정 문의드립니다." } }),
    expect: ownerOnly(201),
  },
  {
    method: "PATCH",
    route: "/api/messages/:id/read",
    owner: "artist",
    target: async (fx) => {
      const [m] = await t.db
        .insert(messages)
        .values({ senderId: idOf(fx.ownerProducer), receiverId: idOf(fx.ownerArtist), content: "확인 부탁드려요" })
        .returning();
      return { path: `/api/messages/${m!.id}/read` };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/messages/:id",
    owner: "artist",
    target: async (fx) => {
      const project = await freshProject(fx);
      await insertInvitation(t.db, { projectId: project.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) });
      const [m] = await t.db
        .insert(messages)
        .values({
          senderId: idOf(fx.ownerProducer),
          receiverId: idOf(fx.ownerArtist),
          content: "초대합니다",
          projectId: project.id,
          messageType: "invitation",
          invitationStatus: "pending",
        })
        .returning();
      return { path: `/api/messages/${m!.id}`, body: { invitationStatus: "accepted" } };
    },
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/messages/:id", owner: "artist", target: (fx) => ({ path: `/api/messages/${idOf(fx.ownerProducer)}` }), expect: member(200) },
  { method: "GET", route: "/api/conversations", owner: "artist", expect: member(200) },
  {
    method: "GET",
    route: "/api/conversations/:userId/context",
    owner: "artist",
    target: (fx) => ({ path: `/api/conversations/${idOf(fx.ownerProducer)}/context` }),
    expect: member(200),
  },
  {
    method: "POST",
    route: "/api/users/:id/block",
    owner: "artist",
    target: async () => ({ path: `/api/users/${(await freshUser()).id}/block` }),
    expect: member(200),
  },
  {
    method: "DELETE",
    route: "/api/users/:id/block",
    owner: "artist",
    target: async () => ({ path: `/api/users/${(await freshUser()).id}/block` }),
    expect: member(200),
  },
  {
    method: "POST",
    route: "/api/reports",
    owner: "artist",
    target: async () => ({ body: { kind: "user", targetId: (await freshUser()).id, reason: "스팸 메시지를 보냅니다" } }),
    expect: member(201),
  },

  // ---- tags, uploads, contact ---------------------------------------------------------------------
  { method: "POST", route: "/api/tags/get-or-create", owner: "artist", target: () => ({ body: { name: `태그${uid()}` } }), expect: member(201) },
  { method: "POST", route: "/api/upload", owner: "artist", target: () => ({ attach: { field: "file", file: samplePng } }), expect: member(201) },
  { method: "POST", route: "/api/upload/media", owner: "artist", target: () => ({ attach: { field: "file", file: selfTape } }), expect: member(201) },
  // Each member's own storage in use (issue 30): nobody else's is reachable.
  { method: "GET", route: "/api/upload/usage", owner: "artist", expect: member(200) },
  {
    method: "POST",
    route: "/api/contact",
    owner: "artist",
    target: () => ({ body: { name: "문의자", email: `ask-${uid()}@example.com`, category: "general", subject: "문의", message: "사용 방법이 궁금합니다." } }),
    expect: open(201),
  },

  // ---- projects -----------------------------------------------------------------------------------
  {
    method: "POST",
    route: "/api/projects",
    owner: "producer",
    target: () => ({ body: { title: "새 전시 기획", description: "함께할 작가를 찾습니다.", status: "draft" } }),
    expect: producers(201),
  },
  {
    method: "PUT",
    route: "/api/projects/:id",
    owner: "producer",
    target: async (fx) => ({
      path: `/api/projects/${(await freshProject(fx)).id}`,
      body: {
        title: "바뀐 전시",
        description: "설명을 고쳤습니다.",
        status: "published",
        location: "서울",
        budget: "100~500만원",
        startDate: dayFromToday(30),
        endDate: dayFromToday(60),
        deadline: dayFromToday(14),
        tags: ["전시"],
      },
    }),
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/projects/:id",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}`, body: { title: "제목만 바꿈" } }),
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/projects/:id/status",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/status`, body: { status: "cancelled" } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/favorite",
    owner: "artist",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/favorite` }),
    expect: member(200),
  },
  {
    // Issue 24: any member but the project's own producer (400) may report it.
    method: "POST",
    route: "/api/projects/:id/report",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/report`, body: { reason: "허위 모집 의심" } }),
    expect: { ...member(200), owner: 400 },
  },
  {
    // A draft exists for its owner only: everyone else is told it does not exist.
    method: "GET",
    route: "/api/projects/:id",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx, { status: "draft" })).id}` }),
    expect: { guest: 404, artist: 404, producer: 404, owner: 200, withdrawn: 404 },
  },
  { method: "GET", route: "/api/my-projects", owner: "producer", expect: producers(200) },
  { method: "GET", route: "/api/my-favorites", owner: "artist", expect: member(200) },
  {
    method: "GET",
    route: "/api/projects/:id/accepted-artists",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/accepted-artists` }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/projects/:id/reviews-completed",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/reviews-completed` }),
    expect: ownerOnly(200),
  },

  // ---- applications and dashboards ----------------------------------------------------------------
  {
    method: "POST",
    route: "/api/applications",
    owner: "artist",
    target: async (fx) => ({ body: { projectId: (await freshProject(fx)).id, coverLetter: cover } }),
    expect: artists(201),
  },
  {
    method: "PATCH",
    route: "/api/applications/:id/status",
    owner: "producer",
    target: async (fx) => {
      const a = await insertApplication(t.db, { projectId: (await freshProject(fx)).id, artistId: idOf(fx.ownerArtist) });
      return { path: `/api/applications/${a.id}/status`, body: { status: "accepted" } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/applications/:id",
    owner: "artist",
    target: async (fx) => {
      const a = await insertApplication(t.db, { projectId: (await freshProject(fx)).id, artistId: idOf(fx.ownerArtist) });
      return { path: `/api/applications/${a.id}`, body: { coverLetter: `${cover} 수정합니다.` } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/applications/:id",
    owner: "artist",
    target: async (fx) => {
      const a = await insertApplication(t.db, { projectId: (await freshProject(fx)).id, artistId: idOf(fx.ownerArtist) });
      return { path: `/api/applications/${a.id}` };
    },
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/applications/my", owner: "artist", expect: artists(200) },
  { method: "GET", route: "/api/my-applications", owner: "producer", expect: producers(200) },
  { method: "GET", route: "/api/dashboard/stats", owner: "artist", expect: member(200) },

  // ---- the production team, triage, bulk answers and auditions (issue 27) --------------------------
  {
    method: "GET",
    route: "/api/projects/:id/applicants",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/applicants` }),
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/applications/:id/triage",
    owner: "producer",
    target: async (fx) => {
      const a = await insertApplication(t.db, { projectId: (await freshProject(fx)).id, artistId: idOf(fx.ownerArtist) });
      return { path: `/api/applications/${a.id}/triage`, body: { label: "shortlist", rating: 4, note: "발성이 좋음" } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/projects/:id/team",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/team` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/team",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/team`, body: { userId: (await freshUser("producer")).id } }),
    expect: ownerOnly(201),
  },
  {
    method: "DELETE",
    route: "/api/projects/:id/team/:userId",
    owner: "producer",
    target: async (fx) => {
      const p = await freshProject(fx);
      const manager = await freshUser("producer");
      await insertManager(t.db, p.id, manager.id);
      return { path: `/api/projects/${p.id}/team/${manager.id}` };
    },
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/projects/:id/team/candidates",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/team/candidates?q=${encodeURIComponent("제작")}` }),
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/my-team-projects", owner: "producer", expect: producers(200) },
  {
    method: "POST",
    route: "/api/projects/:id/applications/bulk-decline",
    owner: "producer",
    target: async (fx) => {
      const p = await freshProject(fx);
      const a = await insertApplication(t.db, { projectId: p.id, artistId: (await freshUser()).id });
      return { path: `/api/projects/${p.id}/applications/bulk-decline`, body: { applicationIds: [a.id], reason: "이번에는 함께하기 어렵습니다." } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/applications/bulk-message",
    owner: "producer",
    target: async (fx) => {
      const p = await freshProject(fx);
      const a = await insertApplication(t.db, { projectId: p.id, artistId: (await freshUser()).id });
      return { path: `/api/projects/${p.id}/applications/bulk-message`, body: { applicationIds: [a.id], body: "오디션 전 대본을 확인해주세요." } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/applications/bulk-invite",
    owner: "producer",
    target: async (fx) => {
      const p = await freshProject(fx);
      const a = await insertApplication(t.db, { projectId: p.id, artistId: (await freshUser()).id });
      return { path: `/api/projects/${p.id}/applications/bulk-invite`, body: { applicationIds: [a.id] } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/audition-slots",
    owner: "producer",
    target: async (fx) => ({
      path: `/api/projects/${(await freshProject(fx)).id}/audition-slots`,
      body: { startsAt: "2030-03-02T01:00:00.000Z", endsAt: "2030-03-02T02:00:00.000Z", place: "서울 마포구 연습실", capacity: 3 },
    }),
    expect: ownerOnly(201),
  },
  {
    method: "GET",
    route: "/api/projects/:id/audition-schedule",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/audition-schedule` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/applications/:id/audition-invite",
    owner: "producer",
    target: async (fx) => {
      const a = await insertApplication(t.db, { projectId: (await freshProject(fx)).id, artistId: idOf(fx.ownerArtist) });
      return { path: `/api/applications/${a.id}/audition-invite`, body: {} };
    },
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/my-auditions", owner: "artist", expect: artists(200) },
  {
    method: "POST",
    route: "/api/audition-slots/:id/book",
    owner: "artist",
    target: async (fx) => {
      const { slot } = await auditionOf(fx);
      return { path: `/api/audition-slots/${slot.id}/book` };
    },
    expect: ownerOnly(201),
  },
  {
    method: "POST",
    route: "/api/audition-bookings/:id/cancel",
    owner: "artist",
    target: async (fx) => ({ path: `/api/audition-bookings/${(await auditionOf(fx, true)).booking!.id}/cancel` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/audition-bookings/:id/reschedule",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/audition-bookings/${(await auditionOf(fx, true)).booking!.id}/reschedule`,
      body: { message: "그날은 공연이 있어 다른 날이 필요합니다." },
    }),
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/audition-bookings/:id/attendance",
    owner: "producer",
    target: async (fx) => ({ path: `/api/audition-bookings/${(await auditionOf(fx, true)).booking!.id}/attendance`, body: { status: "attended" } }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/audition-bookings/:id/calendar.ics",
    owner: "artist",
    target: async (fx) => ({ path: `/api/audition-bookings/${(await auditionOf(fx, true)).booking!.id}/calendar.ics` }),
    expect: ownerOnly(200),
  },

  // ---- invitations --------------------------------------------------------------------------------
  {
    method: "POST",
    route: "/api/invitations",
    owner: "producer",
    target: async (fx) => ({ body: { projectId: (await freshProject(fx)).id, artistId: (await freshUser()).id, message: "함께해요" } }),
    expect: ownerOnly(201),
  },
  {
    method: "PATCH",
    route: "/api/invitations/:id/cancel",
    owner: "producer",
    target: async (fx) => {
      const i = await insertInvitation(t.db, { projectId: (await freshProject(fx)).id, producerId: idOf(fx.ownerProducer), artistId: (await freshUser()).id });
      return { path: `/api/invitations/${i.id}/cancel`, body: { reason: "일정이 바뀌었습니다" } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/invitations/:id/respond",
    owner: "artist",
    target: async (fx) => {
      const i = await insertInvitation(t.db, { projectId: (await freshProject(fx)).id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) });
      return { path: `/api/invitations/${i.id}/respond`, body: { status: "accepted" } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/invitations/:id",
    owner: "artist",
    target: async (fx) => {
      const i = await insertInvitation(t.db, { projectId: (await freshProject(fx)).id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) });
      return { path: `/api/invitations/${i.id}`, body: { status: "declined", rejectionCategory: DECLINE_CATEGORIES[0] } };
    },
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/invitations/received", owner: "artist", expect: artists(200) },
  { method: "GET", route: "/api/invitations/sent", owner: "producer", expect: producers(200) },
  {
    method: "GET",
    route: "/api/invitations/artist-history/:artistId",
    owner: "producer",
    target: (fx) => ({ path: `/api/invitations/artist-history/${idOf(fx.ownerArtist)}` }),
    expect: producers(200),
  },
  {
    method: "GET",
    route: "/api/invitations/check/:artistId",
    owner: "producer",
    target: (fx) => ({ path: `/api/invitations/check/${idOf(fx.ownerArtist)}` }),
    expect: producers(200),
  },

  // ---- reviews ------------------------------------------------------------------------------------
  {
    // The producer of a completed project reviews an artist they accepted.
    method: "POST",
    route: "/api/reviews",
    owner: "producer",
    target: async (fx) => {
      const project = await freshProject(fx, { status: "completed", startDate: dayFromToday(-30), endDate: dayFromToday(-1), deadline: dayFromToday(-40) });
      await insertApplication(t.db, { projectId: project.id, artistId: idOf(fx.ownerArtist), status: "accepted" });
      return { body: { projectId: project.id, revieweeId: idOf(fx.ownerArtist), rating: 5, comment: "정말 즐겁게 작업했습니다." } };
    },
    expect: ownerOnly(201),
  },

  // ---- community ----------------------------------------------------------------------------------
  { method: "POST", route: "/api/community/posts", owner: "artist", target: () => ({ body: { content: "전시 보러 오세요" } }), expect: member(201) },
  {
    method: "PATCH",
    route: "/api/community/posts/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/community/posts/${(await insertPost(t.db, idOf(fx.ownerArtist))).id}`, body: { content: "고친 글" } }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/community/posts/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/community/posts/${(await insertPost(t.db, idOf(fx.ownerArtist))).id}` }),
    expect: ownerOnly(204),
  },
  {
    method: "POST",
    route: "/api/community/posts/:id/like",
    owner: "artist",
    target: async (fx) => ({ path: `/api/community/posts/${(await insertPost(t.db, idOf(fx.ownerArtist))).id}/like` }),
    expect: member(200),
  },
  {
    // Anyone but the author may report; the author is told they cannot report their own post.
    method: "POST",
    route: "/api/community/posts/:id/report",
    owner: "artist",
    target: async (fx) => ({ path: `/api/community/posts/${(await insertPost(t.db, idOf(fx.ownerArtist))).id}/report`, body: { reason: "광고성 글입니다" } }),
    expect: { guest: 401, artist: 200, producer: 200, owner: 400, withdrawn: 401 },
  },
  {
    method: "POST",
    route: "/api/community/posts/:id/comments",
    owner: "artist",
    target: async (fx) => ({ path: `/api/community/posts/${(await insertPost(t.db, idOf(fx.ownerArtist))).id}/comments`, body: { content: "좋네요" } }),
    expect: member(201),
  },
  {
    method: "PATCH",
    route: "/api/community/comments/:id",
    owner: "artist",
    target: async (fx) => {
      const c = await insertComment(t.db, (await insertPost(t.db, idOf(fx.ownerProducer))).id, idOf(fx.ownerArtist));
      return { path: `/api/community/comments/${c.id}`, body: { content: "고친 댓글" } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/community/comments/:id",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/community/comments/${(await insertComment(t.db, (await insertPost(t.db, idOf(fx.ownerProducer))).id, idOf(fx.ownerArtist))).id}`,
    }),
    expect: ownerOnly(204),
  },
  {
    method: "POST",
    route: "/api/community/comments/:id/like",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/community/comments/${(await insertComment(t.db, (await insertPost(t.db, idOf(fx.ownerProducer))).id, idOf(fx.ownerArtist))).id}/like`,
    }),
    expect: member(200),
  },
  {
    method: "POST",
    route: "/api/community/comments/:id/report",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/community/comments/${(await insertComment(t.db, (await insertPost(t.db, idOf(fx.ownerProducer))).id, idOf(fx.ownerArtist))).id}/report`,
      body: { reason: "욕설이 있습니다" },
    }),
    expect: { guest: 401, artist: 200, producer: 200, owner: 400, withdrawn: 401 },
  },
  {
    method: "POST",
    route: "/api/users/:id/follow",
    owner: "artist",
    target: async () => ({ path: `/api/users/${(await freshUser()).id}/follow` }),
    expect: member(200),
  },
  {
    method: "DELETE",
    route: "/api/users/:id/follow",
    owner: "artist",
    target: async () => ({ path: `/api/users/${(await freshUser()).id}/follow` }),
    expect: member(200),
  },

  // ---- profiles -----------------------------------------------------------------------------------
  {
    method: "PUT",
    route: "/api/users/:id",
    owner: "artist",
    target: (fx) => ({
      path: `/api/users/${idOf(fx.ownerArtist)}`,
      body: { bio: `소개 ${uid()}`, gender: "female", heightCm: 165, playingAgeMin: 20, playingAgeMax: 29 },
    }),
    expect: ownerOnly(200),
  },
  {
    method: "PUT",
    route: "/api/users/:id/tags",
    owner: "artist",
    target: (fx) => ({ path: `/api/users/${idOf(fx.ownerArtist)}/tags`, body: { tagIds: [fx.tagId] } }),
    expect: ownerOnly(200),
  },
  { method: "POST", route: "/api/experiences", owner: "artist", target: () => ({ body: { title: "개인전", startDate: "2020-03-01" } }), expect: member(201) },
  {
    method: "PATCH",
    route: "/api/experiences/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/experiences/${(await insertExperience(t.db, { userId: idOf(fx.ownerArtist) })).id}`, body: { title: "단체전" } }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/experiences/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/experiences/${(await insertExperience(t.db, { userId: idOf(fx.ownerArtist) })).id}` }),
    expect: ownerOnly(200),
  },
  { method: "POST", route: "/api/awards", owner: "artist", target: () => ({ body: { title: "신인상", year: 2021 } }), expect: member(201) },
  {
    method: "PATCH",
    route: "/api/awards/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/awards/${(await insertAward(t.db, { userId: idOf(fx.ownerArtist) })).id}`, body: { title: "대상" } }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/awards/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/awards/${(await insertAward(t.db, { userId: idOf(fx.ownerArtist) })).id}` }),
    expect: ownerOnly(200),
  },
  { method: "POST", route: "/api/education", owner: "artist", target: () => ({ body: { institution: "서울예술대학교" } }), expect: member(201) },
  {
    method: "PATCH",
    route: "/api/education/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/education/${(await insertEducation(t.db, { userId: idOf(fx.ownerArtist) })).id}`, body: { degree: "학사" } }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/education/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/education/${(await insertEducation(t.db, { userId: idOf(fx.ownerArtist) })).id}` }),
    expect: ownerOnly(200),
  },
  { method: "POST", route: "/api/portfolios", owner: "artist", target: () => ({ body: { title: "설치 작품" } }), expect: member(201) },
  {
    method: "PUT",
    route: "/api/portfolios/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/portfolios/${(await insertPortfolio(t.db, { userId: idOf(fx.ownerArtist) })).id}`, body: { title: "새 작품명" } }),
    expect: ownerOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/portfolios/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/portfolios/${(await insertPortfolio(t.db, { userId: idOf(fx.ownerArtist) })).id}` }),
    expect: ownerOnly(200),
  },
  // ---- saved searches (only their owner knows they exist: 404 to others) ---------------------------
  { method: "GET", route: "/api/saved-searches", owner: "artist", expect: member(200) },
  {
    method: "POST",
    route: "/api/saved-searches",
    owner: "artist",
    target: () => ({ body: { name: `무용 ${uid()}`, scope: "projects", frequency: "daily", query: { search: "무용", location: "서울" } } }),
    expect: member(201),
  },
  {
    method: "PATCH",
    route: "/api/saved-searches/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/saved-searches/${(await insertSavedSearch(t.db, fx.ownerArtist.user!)).id}`, body: { paused: true } }),
    expect: ownerOnly(200, 404),
  },
  {
    method: "DELETE",
    route: "/api/saved-searches/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/saved-searches/${(await insertSavedSearch(t.db, fx.ownerArtist.user!)).id}` }),
    expect: ownerOnly(204, 404),
  },
  { method: "GET", route: "/api/recommendations/projects", owner: "artist", expect: artists(200) },

  // ---- written contracts (the project's producer drafts, edits and sends; the artist signs first) ----
  { method: "GET", route: "/api/my-contracts", owner: "producer", expect: member(200) },
  {
    method: "GET",
    route: "/api/projects/:id/contracts",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/contracts` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/projects/:id/contracts",
    owner: "producer",
    target: async (fx) => {
      const project = await freshProject(fx, { budget: "300만원", location: "서울" });
      await insertApplication(t.db, { projectId: project.id, artistId: idOf(fx.ownerArtist), status: "accepted" });
      return { path: `/api/projects/${project.id}/contracts`, body: { artistId: idOf(fx.ownerArtist) } };
    },
    expect: ownerOnly(201),
  },
  {
    method: "PUT",
    route: "/api/projects/:id/contracts/offline",
    owner: "producer",
    target: async (fx) => ({ path: `/api/projects/${(await freshProject(fx)).id}/contracts/offline`, body: { note: "종이 계약서로 모두 체결했습니다" } }),
    expect: ownerOnly(200),
  },
  {
    // Public: anyone holding the code may check a hash; the answer never shows the contents.
    method: "POST",
    route: "/api/contracts/verify/:code",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/verify/${(await contractOf(fx, "sent")).verifyCode}`, body: { hash: "0".repeat(64) } }),
    expect: open(200),
  },
  {
    method: "GET",
    route: "/api/contracts/:id",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await contractOf(fx, "draft")).id}` }),
    expect: ownerOnly(200),
  },
  {
    method: "PUT",
    route: "/api/contracts/:id",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await contractOf(fx, "draft")).id}`, body: contractTerms }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/contracts/:id/send",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await contractOf(fx, "draft")).id}/send` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/contracts/:id/sign",
    owner: "artist",
    target: async (fx) => {
      const c = await contractOf(fx, "sent");
      return {
        path: `/api/contracts/${c.id}/sign`,
        body: { fullName: "김민지", consent: true, documentHash: c.documentHash, artistParty: TEST_ARTIST_PARTY },
      };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/contracts/:id/decline",
    owner: "artist",
    target: async (fx) => ({ path: `/api/contracts/${(await contractOf(fx, "sent")).id}/decline`, body: { reason: "일정이 맞지 않습니다" } }),
    expect: ownerOnly(200),
  },
  {
    // Issue 30: a contract both signed changes only by an amendment, which its producer starts.
    method: "POST",
    route: "/api/contracts/:id/amendments",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx)).id}/amendments` }),
    expect: ownerOnly(201),
  },
  {
    // Either party may ask to end it (the artist here); nothing ends until the other accepts.
    method: "POST",
    route: "/api/contracts/:id/termination",
    owner: "artist",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx)).id}/termination`, body: { reason: "일정이 맞지 않습니다" } }),
    expect: ownerOnly(200),
  },
  {
    // The other party (the producer, the artist asked) accepts or declines.
    method: "POST",
    route: "/api/contracts/:id/termination/accept",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx, "artist")).id}/termination/accept` }),
    expect: ownerOnly(200),
  },
  // Getting paid (issue 28): the parties of a signed contract, each in their part.
  {
    method: "GET",
    route: "/api/contracts/:id/payments",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx)).id}/payments` }),
    expect: ownerOnly(200),
  },
  {
    method: "PUT",
    route: "/api/contracts/:id/payments/tax-choice",
    owner: "artist",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx)).id}/payments/tax-choice`, body: { choice: "other_income" } }),
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/my-payments", owner: "artist", expect: member(200) },
  {
    method: "GET",
    route: "/api/payments/statements/yearly.pdf",
    owner: "artist",
    target: () => ({ path: "/api/payments/statements/yearly.pdf?year=2026" }),
    expect: member(200),
  },
  {
    method: "GET",
    route: "/api/payments/statements/monthly.csv",
    owner: "producer",
    target: () => ({ path: "/api/payments/statements/monthly.csv?month=2026-12" }),
    expect: member(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/mark-paid",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/${(await milestoneOf(fx)).id}/mark-paid`, body: { paidOn: "2026-12-01", amount: 3_000_000 } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/confirm-received",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/${(await milestoneOf(fx, "paid_reported")).id}/confirm-received` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/not-received",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/${(await milestoneOf(fx, "paid_reported")).id}/not-received`, body: { note: "아직 입금되지 않았습니다" } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/flag",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/${(await milestoneOf(fx)).id}/flag`, body: { note: "지급일이 지났습니다" } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/escrow/checkout",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/${(await milestoneOf(fx)).id}/escrow/checkout` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/escrow/confirm",
    owner: "producer",
    target: async (fx) => {
      const m = await milestoneOf(fx);
      const order = await escrowCheckout(t.db, t.payments!.provider, { id: idOf(fx.ownerProducer), userType: "producer" }, m.id, new Date());
      const paymentKey = t.payments!.fake!.checkout(order.orderId, order.amount, order.orderName);
      return { path: "/api/payments/escrow/confirm", body: { paymentKey, orderId: order.orderId, amount: order.amount } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/deliver",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/${(await heldMilestoneOf(fx)).id}/deliver` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/approve",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/${(await heldMilestoneOf(fx, true)).id}/approve` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/request-changes",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/${(await heldMilestoneOf(fx, true)).id}/request-changes` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/dispute",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/${(await heldMilestoneOf(fx)).id}/dispute`, body: { note: "작업 범위에 이견이 있습니다" } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/payments/:id/escrow/cancel",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/${(await heldMilestoneOf(fx)).id}/escrow/cancel` }),
    expect: ownerOnly(200),
  },
  {
    // The producer asks the artist for a partial refund: stored as pending, nothing moves until the artist accepts.
    method: "POST",
    route: "/api/payments/:id/escrow/refund-request",
    owner: "producer",
    target: async (fx) => ({
      path: `/api/payments/${(await heldMilestoneOf(fx)).id}/escrow/refund-request`,
      body: { amount: 1_000, reason: "범위 축소를 제안합니다" },
    }),
    expect: ownerOnly(200),
  },
  // The producer's stored request (issue 28): the artist accepts (the refund is carried out) or declines it,
  // the producer withdraws it; someone not party to the contract does not learn that it exists (404).
  {
    method: "POST",
    route: "/api/payments/refund-requests/:id/accept",
    owner: "artist",
    target: async (fx) => ({ path: `/api/payments/refund-requests/${(await pendingRefundRequestOf(fx)).id}/accept` }),
    expect: ownerOnly(200, 404),
  },
  {
    method: "POST",
    route: "/api/payments/refund-requests/:id/decline",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/payments/refund-requests/${(await pendingRefundRequestOf(fx)).id}/decline`,
      body: { note: "이미 작업을 시작했습니다" },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    method: "POST",
    route: "/api/payments/refund-requests/:id/withdraw",
    owner: "producer",
    target: async (fx) => ({ path: `/api/payments/refund-requests/${(await pendingRefundRequestOf(fx)).id}/withdraw` }),
    expect: ownerOnly(200, 404),
  },
  {
    // A partial refund both agreed on: the artist, whose money goes back, carries it out.
    method: "POST",
    route: "/api/payments/:id/escrow/partial-refund",
    owner: "artist",
    target: async (fx) => ({
      path: `/api/payments/${(await heldMilestoneOf(fx)).id}/escrow/partial-refund`,
      body: { amount: 1_000, reason: "범위 축소에 합의함" },
    }),
    expect: ownerOnly(200),
  },
  {
    // The provider's webhook: public, answered 200 once the event is recorded (trusted only through a lookup).
    method: "POST",
    route: "/api/payments/webhooks/toss",
    owner: "producer",
    target: () => ({
      path: "/api/payments/webhooks/toss",
      body: { eventType: "PAYMENT_STATUS_CHANGED", createdAt: randomUUID(), data: { paymentKey: "unknown", status: "DONE" } },
    }),
    expect: open(200),
  },
  // The artist's own payout account (decision 040): artists only, each their own; a producer has none.
  { method: "GET", route: "/api/me/payout-account", owner: "artist", expect: artists(200) },
  {
    method: "PUT",
    route: "/api/me/payout-account",
    owner: "artist",
    target: () => ({ path: "/api/me/payout-account", body: { bankCode: "004", accountNumber: "12345678901234", holderName: "김예술", phone: "01012345678" } }),
    expect: artists(200),
  },
  {
    method: "POST",
    route: "/api/contracts/:id/termination/decline",
    owner: "producer",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx, "artist")).id}/termination/decline`, body: { note: "계약대로 진행합니다" } }),
    expect: ownerOnly(200),
  },
  {
    // Only the requester withdraws.
    method: "DELETE",
    route: "/api/contracts/:id/termination",
    owner: "artist",
    target: async (fx) => ({ path: `/api/contracts/${(await signedContractOf(fx, "artist")).id}/termination` }),
    expect: ownerOnly(200),
  },

  // ---- sign-in providers and passkeys ---------------------------------------------------------------
  { method: "GET", route: "/api/auth/sign-in-methods", owner: "artist", expect: member(200) },
  {
    method: "POST",
    route: "/api/auth/oauth/:provider/link",
    owner: "artist",
    target: () => ({ path: "/api/auth/oauth/kakao/link", body: { password: TEST_PASSWORD } }),
    expect: member(200),
  },
  {
    // Unlinks the viewer's own identity of that provider: the owner has one, the others none.
    method: "DELETE",
    route: "/api/auth/oauth/:provider",
    owner: "artist",
    target: async (fx, viewer) => {
      if (viewer === "owner") await t.db.insert(userIdentities).values({ userId: idOf(fx.ownerArtist), provider: "google", subject: `sub-${uid()}` });
      return { path: "/api/auth/oauth/google" };
    },
    expect: ownerOnly(200, 404),
  },
  {
    // The right party is the visitor whose provider sign-in waits for its completion step; without one, nothing to complete.
    method: "POST",
    route: "/api/auth/oauth/complete",
    owner: "artist",
    target: async (_fx, viewer) => {
      const email = `sso-${uid()}@example.com`;
      const body = { userType: "artist", email, firstName: "철수", lastName: "김", agreeTerms: true, agreePrivacy: true, agreeAge14: true };
      if (viewer !== "owner") return { body };
      const oauthPending = { provider: "google", subject: `sub-${uid()}`, email, emailVerified: true, name: "김철수", rememberMe: true, at: Date.now() };
      return { body, cookie: await mintSession(t, undefined, { oauthPending }) };
    },
    expect: { guest: 404, artist: 404, producer: 404, owner: 201, withdrawn: 404 },
  },
  { method: "POST", route: "/api/auth/passkeys/register/options", owner: "artist", expect: member(200) },
  {
    method: "POST",
    route: "/api/auth/passkeys",
    owner: "artist",
    target: async (_fx, _viewer, actor) => {
      const options = actor.cookie ? await send(t, actor, "POST", "/api/auth/passkeys/register/options") : undefined;
      const challenge = options?.status === 200 ? (options.body as { challenge: string }) : { challenge: "bm8tY2hhbGxlbmdl" };
      return { body: { name: "내 휴대폰", credential: softAuthenticator(TEST_APP_URL).create(challenge) } };
    },
    expect: member(201),
  },
  {
    method: "DELETE",
    route: "/api/auth/passkeys/:id",
    owner: "artist",
    target: async (fx) => {
      const [key] = await t.db
        .insert(passkeys)
        .values({ userId: idOf(fx.ownerArtist), credentialId: `cred-${randomUUID()}`, publicKey: "cHVibGlj", name: "노트북" })
        .returning();
      return { path: `/api/auth/passkeys/${key!.id}` };
    },
    expect: ownerOnly(200, 404),
  },
  { method: "POST", route: "/api/auth/passkeys/login/options", owner: "artist", expect: open(200) },
  {
    // The right party holds a registered passkey and the challenge its browser was given; a request without a challenge is malformed.
    // Fresh sessions: a fixture session may still hold the challenge of the login/options row.
    method: "POST",
    route: "/api/auth/passkeys/login",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer) => {
      const key = softAuthenticator(TEST_APP_URL);
      if (viewer !== "owner") return { body: { credential: key.get({ challenge: "bm8tY2hhbGxlbmdl" }, "nobody") } };
      const user = await freshUser();
      const device = { cookie: await mintSession(t, user) };
      const registration = await send(t, device, "POST", "/api/auth/passkeys/register/options");
      await send(t, device, "POST", "/api/auth/passkeys", { name: "내 휴대폰", credential: key.create(registration.body as { challenge: string }) }).expect(
        201,
      );
      const options = await t.request.post("/api/auth/passkeys/login/options").expect(200);
      return { cookie: cookieOf(options), body: { credential: key.get(options.body as { challenge: string }, user.id) } };
    },
    expect: { guest: 400, artist: 400, producer: 400, owner: 200, withdrawn: 400 },
  },
  // ---- sign-in methods (issue 16) ----------------------------------------------------------------
  {
    // Someone else's passkey is not found (as its DELETE): 404, not 403.
    method: "PATCH",
    route: "/api/auth/passkeys/:id",
    owner: "artist",
    target: async (fx) => {
      const [key] = await t.db
        .insert(passkeys)
        .values({ userId: idOf(fx.ownerArtist), credentialId: `cred-${uid()}`, publicKey: "AA", name: `키-${uid()}` })
        .returning();
      return { path: `/api/auth/passkeys/${key!.id}`, body: { name: `새 이름-${uid()}` } };
    },
    expect: ownerOnly(200, 404),
  },
  {
    // Only an account without a password (made through a provider; the owner's here) sets a first one.
    method: "POST",
    route: "/api/auth/set-password",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer, actor) => {
      if (viewer === "owner")
        await t.db
          .update(users)
          .set({ password: "!" })
          .where(eq(users.id, idOf(actor)));
      return { body: { newPassword: "newpassword456" } };
    },
    expect: { guest: 401, artist: 409, producer: 409, owner: 200, withdrawn: 401 },
  },
  // ---- account security (issue 25) ------------------------------------------------------------------
  { method: "GET", route: "/api/auth/sessions", owner: "artist", expect: member(200) },
  { method: "GET", route: "/api/auth/sign-ins", owner: "artist", expect: member(200) },
  { method: "GET", route: "/api/auth/2fa", owner: "artist", expect: member(200) },
  {
    // Another session of the owner, named by its public id: someone else's session is not found.
    method: "DELETE",
    route: "/api/auth/sessions/:id",
    owner: "artist",
    target: async (fx) => {
      const cookie = await mintSession(t, fx.ownerArtist.user!);
      const sid = decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;
      return { path: `/api/auth/sessions/${publicSessionId(sid)}` };
    },
    expect: ownerOnly(200, 404),
  },
  { method: "POST", route: "/api/auth/sessions/revoke-others", owner: "artist", fresh: true, expect: member(200) },
  { method: "POST", route: "/api/auth/reauth", owner: "artist", target: () => ({ body: { password: TEST_PASSWORD } }), expect: member(200) },
  {
    // Only an account with a passkey re-authenticates with one.
    method: "POST",
    route: "/api/auth/reauth/passkey-options",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer, actor) => {
      if (viewer === "owner") await t.db.insert(passkeys).values({ userId: idOf(actor), credentialId: `cred-${uid()}`, publicKey: "AA", name: "키" });
      return {};
    },
    expect: { guest: 401, artist: 409, producer: 409, owner: 200, withdrawn: 401 },
  },
  { method: "POST", route: "/api/auth/2fa/totp/setup", owner: "artist", fresh: true, expect: member(200) },
  {
    // The right party set TOTP up in this session; without a set-up there is nothing to enable.
    method: "POST",
    route: "/api/auth/2fa/totp/enable",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer, actor) => {
      if (viewer !== "owner") return { body: { code: "123456" } };
      const setup = await send(t, actor, "POST", "/api/auth/2fa/totp/setup").expect(200);
      return { body: { code: await totpCode(setup.body.secret) } };
    },
    expect: { guest: 401, artist: 400, producer: 400, owner: 200, withdrawn: 401 },
  },
  {
    // Only an account with TOTP on turns it off (the password and a recovery code).
    method: "POST",
    route: "/api/auth/2fa/disable",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer, actor) => {
      if (viewer !== "owner") return { body: { password: TEST_PASSWORD, code: "123456" } };
      const setup = await send(t, actor, "POST", "/api/auth/2fa/totp/setup").expect(200);
      const on = await send(t, actor, "POST", "/api/auth/2fa/totp/enable", { code: await totpCode(setup.body.secret) }).expect(200);
      return { body: { password: TEST_PASSWORD, recoveryCode: on.body.recoveryCodes[0] } };
    },
    expect: { guest: 401, artist: 409, producer: 409, owner: 200, withdrawn: 401 },
  },
  {
    // The right party's browser holds a sign-in waiting for its second factor; without one, nothing to finish.
    method: "POST",
    route: "/api/auth/login/second-factor",
    owner: "artist",
    fresh: true,
    target: async (_fx, viewer, actor) => {
      if (viewer !== "owner") return { body: { code: "123456" } };
      const setup = await send(t, actor, "POST", "/api/auth/2fa/totp/setup").expect(200);
      const on = await send(t, actor, "POST", "/api/auth/2fa/totp/enable", { code: await totpCode(setup.body.secret) }).expect(200);
      const cookie = await mintSession(t, undefined, { pendingSecondFactor: { userId: idOf(actor), rememberMe: true, method: "password", at: Date.now() } });
      return { cookie, body: { recoveryCode: on.body.recoveryCodes[1] } };
    },
    expect: { guest: 400, artist: 400, producer: 400, owner: 200, withdrawn: 400 },
  },
  // "My data" (issue 25): each member asks for their own; the download is its owner's only.
  { method: "POST", route: "/api/me/export", owner: "artist", fresh: true, expect: member(201) },
  { method: "GET", route: "/api/me/export", owner: "artist", expect: member(200) },
  {
    method: "GET",
    route: "/api/me/export/:id/download",
    owner: "artist",
    target: async (fx) => {
      const fileName = `exports/pm-${uid()}.zip`;
      await mkdir(path.join(TEST_UPLOAD_DIR, "exports"), { recursive: true });
      await writeFile(path.join(TEST_UPLOAD_DIR, fileName), "PK\x05\x06" + "\0".repeat(18));
      const at = new Date();
      // One open export at a time (the rows of the earlier viewers are over).
      await t.db
        .update(dataExports)
        .set({ status: "expired" })
        .where(eq(dataExports.userId, idOf(fx.ownerArtist)));
      const [row] = await t.db
        .insert(dataExports)
        .values({ userId: idOf(fx.ownerArtist), status: "ready", fileName, bytes: 22, readyAt: at, expiresAt: new Date(at.getTime() + 86_400_000) })
        .returning();
      return { path: `/api/me/export/${row!.id}/download` };
    },
    expect: ownerOnly(200, 404),
  },
  {
    // A security mail's one-click link: the signed token is the authority, whoever follows it (a bad one is 400, tested elsewhere).
    method: "POST",
    route: "/api/auth/mail-action",
    owner: "artist",
    target: async (fx) => {
      const [key] = await t.db
        .insert(passkeys)
        .values({ userId: idOf(fx.ownerArtist), credentialId: `cred-${uid()}`, publicKey: "AA", name: `키-${uid()}` })
        .returning();
      const token = mailActionToken(TEST_CONFIG.sessionSecret, idOf(fx.ownerArtist), { kind: "remove-passkey", id: key!.id }, Date.now());
      return { path: `/api/auth/mail-action?token=${encodeURIComponent(token)}` };
    },
    expect: open(302),
  },
  // Artists suggested for a project: only its producer (issue 13, the invite flow).
  {
    method: "GET",
    route: "/api/projects/:id/suggested-artists",
    owner: "producer",
    target: (fx) => ({ path: `/api/projects/${fx.project.id}/suggested-artists` }),
    expect: ownerOnly(200),
  },
  // ---- activity record (issue 15) -----------------------------------------------------------------
  {
    method: "POST",
    route: "/api/projects/:id/credits",
    owner: "producer",
    target: async (fx) => {
      const p = await completedProjectWith(t.db, idOf(fx.ownerProducer), idOf(fx.ownerArtist));
      const credit = { artistId: idOf(fx.ownerArtist), role: "출연", startDate: "2025-03-01", endDate: "2025-04-30", feePaid: false };
      return { path: `/api/projects/${p.id}/credits`, body: { credits: [credit] } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/credits/:id/accept",
    owner: "artist",
    target: async (fx) => {
      const p = await completedProjectWith(t.db, idOf(fx.ownerProducer), idOf(fx.ownerArtist));
      return {
        path: `/api/credits/${(await insertCredit(t.db, { projectId: p.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) })).id}/accept`,
      };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/credits/:id/correction",
    owner: "artist",
    target: async (fx) => {
      const p = await completedProjectWith(t.db, idOf(fx.ownerProducer), idOf(fx.ownerArtist));
      const c = await insertCredit(t.db, { projectId: p.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist) });
      return { path: `/api/credits/${c.id}/correction`, body: { note: "역할명을 고쳐주세요." } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PATCH",
    route: "/api/credits/:id/sharing",
    owner: "artist",
    target: async (fx) => {
      const p = await completedProjectWith(t.db, idOf(fx.ownerProducer), idOf(fx.ownerArtist));
      const c = await insertCredit(t.db, { projectId: p.id, producerId: idOf(fx.ownerProducer), artistId: idOf(fx.ownerArtist), status: "verified" });
      return { path: `/api/credits/${c.id}/sharing`, body: { feePublic: true } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/activity/items",
    owner: "artist",
    target: () => ({ body: { kind: "exhibition", title: "개인전", startDate: "2025-05-01" } }),
    expect: artists(201),
  },
  {
    method: "DELETE",
    route: "/api/activity/items/:id",
    owner: "artist",
    target: async (fx) => ({ path: `/api/activity/items/${(await insertActivityItem(t.db, idOf(fx.ownerArtist))).id}` }),
    expect: ownerOnly(200),
  },
  {
    // An unrelated artist has nothing to record in the period: 400.
    method: "POST",
    route: "/api/activity/records",
    owner: "artist",
    target: async (fx) => {
      await insertActivityItem(t.db, idOf(fx.ownerArtist));
      return { body: { years: 1 } };
    },
    expect: { guest: 401, artist: 400, producer: 403, owner: 201, withdrawn: 401 },
  },
  {
    // An evidence file (issue 31): its owner only; anyone else is told there is no such file.
    method: "GET",
    route: "/api/activity/evidence/:name",
    owner: "artist",
    target: async (fx) => {
      const name = `${randomUUID().replaceAll("-", "")}.pdf`;
      await mkdir(TEST_UPLOAD_DIR, { recursive: true });
      await writeFile(path.join(TEST_UPLOAD_DIR, name), "%PDF-1.7\n");
      await t.db.insert(uploads).values({ ownerId: idOf(fx.ownerArtist), url: `/uploads/${name}`, bytes: 9, contentType: "application/pdf", private: true });
      return { path: `/api/activity/evidence/${name}` };
    },
    expect: ownerOnly(200, 404),
  },
  {
    method: "POST",
    route: "/api/activity/records/:id/revoke",
    owner: "artist",
    target: async (fx) => ({ path: `/api/activity/records/${(await insertRecord(t.db, idOf(fx.ownerArtist))).id}/revoke` }),
    expect: ownerOnly(200),
  },
  // ---- the operator console (issue 24): every row has the operator and admin viewers ----------------
  staffRow("GET", "/api/admin/reports"),
  staffRow("POST", "/api/admin/reports/:id/resolve", async (fx) => {
    const [r] = await t.db
      .insert(reports)
      .values({ reporterId: idOf(fx.artist), kind: "user", targetId: (await freshUser()).id, reason: `신고-${uid()}` })
      .returning();
    return { path: `/api/admin/reports/${r!.id}/resolve`, body: { action: "dismiss", note: "" } };
  }),
  staffRow("GET", "/api/admin/users"),
  staffRow("GET", "/api/admin/users/:id", (fx) => ({ path: `/api/admin/users/${idOf(fx.ownerArtist)}` })),
  staffRow("POST", "/api/admin/users/:id/suspend", async () => ({
    path: `/api/admin/users/${(await freshUser()).id}/suspend`,
    body: { days: 3, reason: "권한 매트릭스" },
  })),
  staffRow("POST", "/api/admin/users/:id/unsuspend", async () => {
    const u = await insertUser(t.db, { suspendedUntil: new Date(Date.now() + 86_400_000) });
    return { path: `/api/admin/users/${u.id}/unsuspend`, body: { reason: "해제" } };
  }),
  // Granting roles: admins only.
  staffRow("POST", "/api/admin/users/:id/role", async () => ({ path: `/api/admin/users/${(await freshUser()).id}/role`, body: { role: "operator" } }), {
    operator: 403,
  }),
  staffRow("GET", "/api/admin/payments/disputes"),
  staffRow("POST", "/api/admin/payments/:id/decide", async (fx) => {
    const m = await heldMilestoneOf(fx);
    await disputeMilestone(t.db, { id: idOf(fx.ownerArtist), userType: "artist" }, m.id, "작업 범위에 이견이 있습니다", new Date());
    return { path: `/api/admin/payments/${m.id}/decide`, body: { toArtist: 1_000_000, reason: "양측 합의에 따른 분할" } };
  }),
  staffRow("POST", "/api/admin/projects/:id/hide", async (fx) => ({
    path: `/api/admin/projects/${(await freshProject(fx)).id}/hide`,
    body: { reason: "허위 모집" },
  })),
  staffRow("POST", "/api/admin/projects/:id/unhide", async (fx) => {
    const p = await freshProject(fx, { hiddenAt: new Date(), hiddenBy: "operator", hiddenReason: "숨김" });
    return { path: `/api/admin/projects/${p.id}/unhide`, body: {} };
  }),
  staffRow("GET", "/api/admin/inquiries"),
  staffRow("POST", "/api/admin/inquiries/:id/reply", async (fx) => {
    const [i] = await t.db
      .insert(contactInquiries)
      .values({ userId: idOf(fx.ownerArtist), name: "문의자", email: fx.ownerArtist.user!.email, category: "general", subject: "문의", message: "내용" })
      .returning();
    return { path: `/api/admin/inquiries/${i!.id}/reply`, body: { message: "답변드립니다." } };
  }),
  staffRow("GET", "/api/admin/tags"),
  staffRow("POST", "/api/admin/tags/:id/review", async (fx) => {
    const [tag] = await t.db
      .insert(userTags)
      .values({ name: `검토-${uid()}`, slug: `review-${uid()}`, createdByUserId: idOf(fx.artist) })
      .returning();
    return { path: `/api/admin/tags/${tag!.id}/review`, body: { decision: "approve", note: "" } };
  }),
  staffRow("GET", "/api/admin/audit-log"),
  staffRow("GET", "/api/admin/stats", () => ({ path: "/api/admin/stats?from=2026-01-01&to=2026-01-31" })),
  staffRow("GET", "/api/admin/stats.csv", () => ({ path: "/api/admin/stats.csv?from=2026-01-01&to=2026-01-31" })),
  // 내 문의: the member's own inquiries (an empty list for anyone else).
  { method: "GET", route: "/api/contact/mine", owner: "artist", expect: member(200) },
];

let fx: Fixtures;

beforeAll(async () => {
  const ownerArtist = await insertUser(t.db, { userType: "artist", firstName: "민지" });
  const ownerProducer = await insertUser(t.db, { userType: "producer", firstName: "서연" });
  const project = await insertProject(t.db, { producerId: ownerProducer.id, title: "권한 매트릭스 전시" });
  await insertApplication(t.db, { projectId: project.id, artistId: ownerArtist.id });
  const [tag] = await findOrCreateTags(t.db, ["설치미술"]);
  fx = {
    artist: await loggedIn(t, await insertUser(t.db, { userType: "artist" })),
    producer: await loggedIn(t, await insertUser(t.db, { userType: "producer" })),
    ownerArtist: await loggedIn(t, ownerArtist),
    ownerProducer: await loggedIn(t, ownerProducer),
    withdrawn: await withdrawnActor(t),
    // Staff sessions that passed a second factor (issue 25: the console needs one of the last 12 hours).
    operator: await staffActor("operator", "artist"),
    admin: await staffActor("admin", "producer"),
    project,
    tagId: tag!.id,
  };
});

/** A staff account whose session passed a second factor just now (minted as a sign-in with a code would leave it). */
async function staffActor(staffRole: "operator" | "admin", userType: "artist" | "producer"): Promise<Actor> {
  const staff = await insertUser(t.db, { userType, staffRole });
  return { user: staff, cookie: await mintSession(t, staff, { secondFactorAt: Date.now() }) };
}

/** The actor of a cell: a fixture session, or (fresh rows) a throw-away account of the same kind. */
async function actorFor(row: Row, viewer: Viewer): Promise<Actor> {
  if (viewer === "guest") return {};
  if (!row.fresh) return viewer === "owner" ? ownerOf(fx, row) : fx[viewer];
  if (viewer === "operator" || viewer === "admin") {
    return staffActor(viewer, "artist");
  }
  if (viewer === "withdrawn") return withdrawnActor(t);
  const userType = viewer === "owner" ? row.owner : viewer;
  const user = await insertUser(t.db, { userType });
  return { user, cookie: await mintSession(t, user) };
}

const cellName = (row: Row, viewer: Viewer) => `${row.method} ${row.route} × ${viewer}`;

describe("permission matrix", () => {
  for (const row of matrix) {
    it(`${row.method} ${row.route}: ${viewersOf(row)
      .map((v) => `${v} ${row.expect[v as keyof Expect]}`)
      .join(", ")}`, async () => {
      const failures: string[] = [];
      for (const viewer of viewersOf(row)) {
        const actor = await actorFor(row, viewer);
        const target: Target = (await row.target?.(fx, viewer, actor)) ?? {};
        const expected = row.expect[viewer as keyof Expect]!;
        const refused = expected >= 400;
        const before = refused ? await fingerprint(t) : undefined;
        const as = target.cookie ? { ...actor, cookie: target.cookie } : actor;
        const res = row.stream
          ? await openStream(port, as, target.path ?? row.route)
          : await send(t, as, row.method, target.path ?? row.route, target.body, target.attach);
        if (res.status !== expected) {
          failures.push(`${cellName(row, viewer)}: expected ${expected}, got ${res.status} ${res.text.slice(0, 160)}`);
          continue;
        }
        if (res.status === 401 && res.body.message !== "로그인이 필요합니다.")
          failures.push(`${cellName(row, viewer)}: 401 without the Korean message (${res.text})`);
        if (refused && typeof res.body.message !== "string") failures.push(`${cellName(row, viewer)}: ${res.status} without an error message`);
        if (before) {
          const changed = changedTables(before, await fingerprint(t));
          if (changed.length) failures.push(`${cellName(row, viewer)}: refused with ${res.status} but changed ${changed.join(", ")}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("when the app serves a state-changing route, then the matrix has its row (and every row names a served route)", () => {
    const served = servedRoutes(t.app);
    const key = (m: string, p: string) => `${m} ${p}`;
    const rows = new Set(matrix.map((r) => key(r.method, r.route)));
    const servedKeys = new Set(served.map((r) => key(r.method, r.path)));
    const missing = served
      .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && !rows.has(key(r.method, r.path)))
      .map((r) => key(r.method, r.path));
    const unknown = [...rows].filter((k) => !servedKeys.has(k));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    // The introspection itself must see the app: a broken walk would find nothing and pass vacuously.
    expect(served.length).toBeGreaterThan(80);
  });

  it("counts its cells", () => {
    expect(matrix.reduce((n, row) => n + viewersOf(row).length, 0)).toBe(CELLS);
  });
});

/** Rows × viewers; the closing note of issue 11 quotes this number. Update it with the table. */
const CELLS = 1056;
