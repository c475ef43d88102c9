/**
 * Collaboration data built in memory before it is written: applications, invitations, reviews, messages and
 * the demo accounts' notifications. Pure functions of the seeded Rng and the Clock.
 */
import type { ApplicationStatus, InvitationStatus, NotificationType, ProjectStatus } from "@shared/constants";
import { DECLINE_CATEGORIES } from "@shared/constants";
import type { PersonSeed } from "./data/people";
import type { ProjectSeed } from "./data/projects";
import {
  ACCEPT_REASONS,
  ARTIST_REVIEWS,
  COVER_CLOSINGS,
  COVER_EXPERIENCE,
  COVER_MOTIVATIONS,
  COVER_OPENINGS,
  FIELD_NAME,
  INVITATION_CANCELLATIONS,
  INVITATION_MESSAGES,
  INVITATION_REJECTIONS,
  PRODUCER_REVIEWS,
  REJECT_REASONS,
  THREADS,
  fill,
  type Line,
} from "./data/texts";
import { between, minDate, type Clock, type Rng } from "./random";

export interface SeedUser {
  id: string;
  seed: PersonSeed;
  type: "artist" | "producer";
  /** 성 + 이름. */
  name: string;
  createdAt: Date;
  tagNames: string[];
}

export interface SeedProject {
  id: number;
  seed: ProjectSeed;
  status: ProjectStatus;
  producer: SeedUser;
  createdAt: Date;
  /** When the project reached its current status (start, completion, cancellation) or was last edited. */
  updatedAt: Date;
  deadline: string | null;
  startDate: string | null;
  endDate: string | null;
  tagNames: string[];
}

export interface AppPlan {
  project: SeedProject;
  artist: SeedUser;
  status: ApplicationStatus;
  coverLetter: string | null;
  reason: string | null;
  appliedAt: Date;
  updatedAt: Date;
  viaInvitation: boolean;
}

export interface InvitePlan {
  project: SeedProject;
  artist: SeedUser;
  status: InvitationStatus;
  message: string;
  rejectionCategory: string | null;
  rejectionReason: string | null;
  cancellationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewPlan {
  project: SeedProject;
  reviewer: SeedUser;
  reviewee: SeedUser;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface MessagePlan {
  senderId: string;
  receiverId: string;
  content: string;
  projectId: number;
  messageType: "regular" | "invitation";
  invitationStatus: InvitationStatus | null;
  read: boolean;
  createdAt: Date;
}

export interface NotificationPlan {
  userId: string;
  title: string;
  message: string;
  type: NotificationType;
  read: boolean;
  relatedId: string | null;
  createdAt: Date;
}

export interface Ctx {
  rng: Rng;
  clock: Clock;
  artists: SeedUser[];
  producers: SeedUser[];
  projects: SeedProject[];
  byKey: Map<string, SeedUser>;
  projectByKey: Map<string, SeedProject>;
  demoArtist: SeedUser;
  demoProducer: SeedUser;
}

/** "〈여름의 끝〉" from a title that names a work, else the title without its trailing "모집". */
export function shortTitle(title: string): string {
  const m = title.match(/〈[^〉]+〉/);
  if (m) return m[0];
  return title.replace(/\s*(참여 작가 모집|작가 모집|모집|공모)$/, "").replace(/\s*\([^)]*\)$/, "");
}

const HOUR = 60 * 60 * 1000;

function addHours(d: Date, h: number): Date {
  return new Date(d.getTime() + h * HOUR);
}

/** The last moment an application to the project could have been sent. */
function applyUntil(ctx: Ctx, p: SeedProject): Date {
  const deadline = p.deadline ? ctx.clock.at(p.deadline, 18) : ctx.clock.now;
  return minDate(minDate(deadline, ctx.clock.now), p.status === "published" ? ctx.clock.now : p.updatedAt);
}

function coverLetter(ctx: Ctx, artist: SeedUser, project: SeedProject): string {
  const { rng } = ctx;
  const vars = { artist: artist.name, project: shortTitle(project.seed.title), field: FIELD_NAME[artist.seed.discipline], years: artist.seed.years };
  const openings = artist.seed.years >= 2 ? COVER_OPENINGS : COVER_OPENINGS.slice(1);
  const parts = [rng.pick(openings), rng.pick(COVER_EXPERIENCE[artist.seed.discipline]), rng.pick(COVER_MOTIVATIONS), rng.pick(COVER_CLOSINGS)];
  return fill(parts.join(" "), vars);
}

/** Both statuses mean "taking part" to the services (projects repository: acceptedArtistIds). */
export function isAccepted(a: { status: ApplicationStatus }): boolean {
  return a.status === "accepted" || a.status === "invited_accepted";
}

function tagOverlap(a: string[], b: string[]): number {
  return a.filter((t) => b.includes(t)).length;
}

interface Forced {
  artist: string;
  project: string;
  status: string;
  category?: string;
}

/** The demo accounts' fixed story (see README): every application and invitation state at least once. */
const FORCED_APPLICATIONS: Forced[] = [
  { artist: "doyoon", project: "seongsu-installation", status: "pending" },
  { artist: "doyoon", project: "hannam-slow-time", status: "accepted" },
  { artist: "doyoon", project: "winter-garden", status: "accepted" },
  { artist: "doyoon", project: "old-downtown-installation", status: "accepted" },
  { artist: "doyoon", project: "gamcheon-mural", status: "rejected" },
  { artist: "doyoon", project: "haenggung-memory", status: "pending" },
  { artist: "doyoon", project: "upcycle-textile", status: "withdrawn" },
  { artist: "doyoon", project: "school-residency", status: "rejected" },
  { artist: "minjae", project: "seongsu-installation", status: "accepted" },
  { artist: "haeun", project: "hannam-slow-time", status: "accepted" },
  { artist: "seoa", project: "winter-garden", status: "accepted" },
  { artist: "nayeon", project: "dance-media", status: "pending" },
  { artist: "jiwoo", project: "euljiro-signs", status: "withdrawn" },
];

const FORCED_INVITATIONS: Forced[] = [
  { artist: "doyoon", project: "circuit-of-senses", status: "pending" },
  { artist: "doyoon", project: "moonlight-festival", status: "pending" },
  { artist: "doyoon", project: "kids-museum", status: "accepted" },
  { artist: "doyoon", project: "tangerine-picturebook", status: "rejected", category: "schedule" },
  { artist: "doyoon", project: "flagship-window", status: "rejected", category: "budget" },
  { artist: "doyoon", project: "andong-mask", status: "cancelled" },
  { artist: "sua", project: "dance-media", status: "pending" },
  { artist: "yeeun", project: "seongsu-installation", status: "rejected", category: "genre" },
  { artist: "jihoo", project: "euljiro-signs", status: "accepted" },
  { artist: "taeo", project: "seongsu-installation", status: "cancelled" },
];

export function buildApplicationsAndInvitations(ctx: Ctx): { apps: AppPlan[]; invites: InvitePlan[] } {
  const { rng, clock } = ctx;
  const apps: AppPlan[] = [];
  const invites: InvitePlan[] = [];
  const used = new Set<string>();
  const pairKey = (p: SeedProject, a: SeedUser) => `${p.id}:${a.id}`;

  const addApp = (project: SeedProject, artist: SeedUser, status: ApplicationStatus, at?: Date) => {
    const viaInvitation = status === "invited_accepted";
    if (used.has(pairKey(project, artist)) && !viaInvitation) throw new Error(`demo seed: ${artist.seed.key} already linked to ${project.seed.key}`);
    used.add(pairKey(project, artist));
    const appliedAt = at ?? between(rng, addHours(project.createdAt, 6), applyUntil(ctx, project));
    const decidedBy = minDate(project.status === "published" ? clock.now : project.updatedAt, clock.now);
    const updatedAt = status === "pending" || viaInvitation ? appliedAt : between(rng, addHours(appliedAt, 2), decidedBy);
    const reason = status === "rejected" ? rng.pick(REJECT_REASONS) : status === "accepted" && rng.chance(0.6) ? rng.pick(ACCEPT_REASONS) : null;
    apps.push({ project, artist, status, coverLetter: viaInvitation ? null : coverLetter(ctx, artist, project), reason, appliedAt, updatedAt, viaInvitation });
  };

  const addInvite = (project: SeedProject, artist: SeedUser, status: InvitationStatus, category?: string) => {
    if (used.has(pairKey(project, artist))) throw new Error(`demo seed: ${artist.seed.key} already linked to ${project.seed.key}`);
    used.add(pairKey(project, artist));
    const createdAt = between(rng, addHours(project.createdAt, 12), applyUntil(ctx, project));
    const answeredBy = minDate(project.status === "published" || project.status === "draft" ? clock.now : project.updatedAt, clock.now);
    const updatedAt = status === "pending" ? createdAt : between(rng, addHours(createdAt, 3), answeredBy);
    const cat = status === "rejected" ? (category ?? rng.pick(DECLINE_CATEGORIES)) : null;
    invites.push({
      project,
      artist,
      status,
      message: fill(rng.pick(INVITATION_MESSAGES), { artist: artist.name, producer: project.producer.name, project: shortTitle(project.seed.title) }),
      rejectionCategory: cat,
      rejectionReason: cat ? rng.pick(INVITATION_REJECTIONS[cat]!) : null,
      cancellationReason: status === "cancelled" ? rng.pick(INVITATION_CANCELLATIONS) : null,
      createdAt,
      updatedAt,
    });
    // Accepting an invitation enters the artist in the project, as the invitations service does.
    if (status === "accepted") addApp(project, artist, "invited_accepted", updatedAt);
  };

  const project = (key: string) => {
    const p = ctx.projectByKey.get(key);
    if (!p) throw new Error(`demo seed: unknown project ${key}`);
    return p;
  };
  const person = (key: string) => {
    const u = ctx.byKey.get(key);
    if (!u) throw new Error(`demo seed: unknown person ${key}`);
    return u;
  };
  for (const f of FORCED_INVITATIONS) addInvite(project(f.project), person(f.artist), f.status as InvitationStatus, f.category);
  for (const f of FORCED_APPLICATIONS) addApp(project(f.project), person(f.artist), f.status as ApplicationStatus);

  // Everyone else applies where their specialties fit, with a little noise.
  const others = ctx.artists.filter((a) => a.id !== ctx.demoArtist.id);
  for (const p of ctx.projects) {
    if (p.status === "draft") continue;
    // Artists whose specialties overlap the project's tags, best fit first, and now and then one from another field.
    const scored = rng
      .shuffle(others)
      .filter((a) => !used.has(pairKey(p, a)))
      .map((a) => ({ a, overlap: tagOverlap(a.tagNames, p.tagNames), score: tagOverlap(a.tagNames, p.tagNames) + rng.next() * 0.8 }));
    const fits = scored
      .filter((x) => x.overlap > 0)
      .sort((x, y) => y.score - x.score)
      .map((x) => x.a);
    const outsider = scored.find((x) => x.overlap === 0)?.a;
    const ranked = outsider && rng.chance(0.2) ? [...fits.slice(0, 3), outsider, ...fits.slice(3)] : fits;
    const isDemo = p.producer.id === ctx.demoProducer.id;
    const wanted: Record<ProjectStatus, [number, number]> = {
      draft: [0, 0],
      published: isDemo ? [4, 7] : [0, 6],
      in_progress: [2, 5],
      completed: [2, 5],
      cancelled: [1, 3],
    };
    const [lo, hi] = wanted[p.status];
    const existing = apps.filter((x) => x.project === p).length;
    const n = Math.max(0, rng.int(lo, hi) - existing);
    const chosen = ranked.slice(0, n);
    let acceptedSoFar = apps.filter((x) => x.project === p && isAccepted(x)).length;
    for (const a of chosen) {
      let status: ApplicationStatus;
      if (p.status === "published") {
        const r = rng.next();
        status = r < 0.58 ? "pending" : r < 0.7 ? "accepted" : r < 0.86 ? "rejected" : "withdrawn";
      } else if (p.status === "in_progress" || p.status === "completed") {
        const wantAccepted = acceptedSoFar === 0 || (acceptedSoFar < 3 && rng.chance(0.35));
        status = wantAccepted ? "accepted" : rng.chance(0.75) ? "rejected" : "withdrawn";
      } else {
        const r = rng.next();
        status = r < 0.4 ? "pending" : r < 0.7 ? "rejected" : "withdrawn";
      }
      if (status === "accepted") acceptedSoFar += 1;
      addApp(p, a, status);
    }
    // Producers also invite a few artists who have not applied.
    const inviteCount = p.status === "published" ? rng.int(0, 3) : p.status === "cancelled" ? rng.int(0, 1) : rng.int(0, 2);
    const invitees = ranked.filter((a) => !used.has(pairKey(p, a))).slice(0, inviteCount);
    for (const a of invitees) {
      let status: InvitationStatus;
      const r = rng.next();
      if (p.status === "published") status = r < 0.45 ? "pending" : r < 0.62 ? "accepted" : r < 0.88 ? "rejected" : "cancelled";
      else if (p.status === "cancelled") status = "cancelled";
      else status = r < 0.4 ? "accepted" : "rejected";
      addInvite(p, a, status);
    }
  }

  // Started and finished projects need at least one accepted artist (spec: project transitions).
  for (const p of ctx.projects) {
    if (p.status !== "in_progress" && p.status !== "completed") continue;
    const mine = apps.filter((x) => x.project === p);
    if (mine.some((x) => x.status === "accepted")) continue;
    const first = mine.find((x) => x.status !== "withdrawn" && !x.viaInvitation) ?? mine.find((x) => !x.viaInvitation);
    if (first) {
      first.status = "accepted";
      first.reason = null;
    } else {
      const a = ctx.artists.find((x) => x.id !== ctx.demoArtist.id && !used.has(pairKey(p, x)))!;
      addApp(p, a, "accepted");
    }
  }
  return { apps, invites };
}

function rating(rng: Rng): number {
  const r = rng.next();
  return r < 0.5 ? 5 : r < 0.85 ? 4 : 3;
}

/** Reviews on completed projects only, between the producer and accepted artists, in both directions. */
export function buildReviews(ctx: Ctx, apps: AppPlan[]): ReviewPlan[] {
  const { rng, clock } = ctx;
  const out: ReviewPlan[] = [];
  for (const a of apps) {
    if (a.project.status !== "completed" || !isAccepted(a)) continue;
    const isDemo = a.artist.id === ctx.demoArtist.id;
    const end = a.project.endDate ? clock.at(a.project.endDate, 20) : a.project.updatedAt;
    const when = () => between(rng, end, minDate(addHours(end, 24 * 12), clock.now));
    if (isDemo || rng.chance(0.85)) {
      const stars = isDemo ? 5 : rating(rng);
      out.push({
        project: a.project,
        reviewer: a.project.producer,
        reviewee: a.artist,
        rating: stars,
        comment: rng.pick(PRODUCER_REVIEWS[stars >= 4 ? "good" : "mixed"]),
        createdAt: when(),
      });
    }
    if (isDemo || rng.chance(0.75)) {
      const stars = isDemo ? rng.int(4, 5) : rating(rng);
      out.push({
        project: a.project,
        reviewer: a.artist,
        reviewee: a.project.producer,
        rating: stars,
        comment: rng.pick(ARTIST_REVIEWS[stars >= 4 ? "good" : "mixed"]),
        createdAt: when(),
      });
    }
  }
  return out;
}

/** Conversations between people who share a project through an application or an invitation. */
export function buildMessages(ctx: Ctx, apps: AppPlan[], invites: InvitePlan[]): MessagePlan[] {
  const { rng, clock } = ctx;
  const out: MessagePlan[] = [];
  const demoIds = new Set([ctx.demoArtist.id, ctx.demoProducer.id]);
  const involvesDemo = (p: SeedProject, a: SeedUser) => demoIds.has(a.id) || demoIds.has(p.producer.id);
  const latest = clock.ago(1 / (24 * 60));

  const thread = (project: SeedProject, artist: SeedUser, lines: Line[], start: Date, vars: Record<string, string>) => {
    let t = start;
    const msgs: MessagePlan[] = [];
    for (const [who, text] of lines) {
      t = addHours(t, 0.3 + rng.next() * 20);
      // Recent threads are squeezed between the previous message and now, keeping their order.
      if (t.getTime() > latest.getTime()) {
        const prev = msgs.length ? msgs[msgs.length - 1]!.createdAt : start;
        t = prev.getTime() >= latest.getTime() ? prev : between(rng, prev, latest);
      }
      const fromArtist = who === "A";
      msgs.push({
        senderId: fromArtist ? artist.id : project.producer.id,
        receiverId: fromArtist ? project.producer.id : artist.id,
        content: fill(text, vars),
        projectId: project.id,
        messageType: "regular",
        invitationStatus: null,
        read: true,
        createdAt: t,
      });
    }
    // The newest message of a recent thread may still be unread, more often for the demo accounts.
    const last = msgs[msgs.length - 1];
    if (last && clock.daysAgo(last.createdAt) < 14 && rng.chance(demoIds.has(last.receiverId) ? 0.6 : 0.3)) last.read = false;
    out.push(...msgs);
  };

  for (const inv of invites) {
    const vars = { artist: inv.artist.name, producer: inv.project.producer.name, project: shortTitle(inv.project.seed.title) };
    out.push({
      senderId: inv.project.producer.id,
      receiverId: inv.artist.id,
      content: inv.message,
      projectId: inv.project.id,
      messageType: "invitation",
      invitationStatus: inv.status,
      read: inv.status !== "pending" || clock.daysAgo(inv.createdAt) > 10,
      createdAt: inv.createdAt,
    });
    if (inv.status === "cancelled") continue;
    if (!involvesDemo(inv.project, inv.artist) && !rng.chance(0.4)) continue;
    const lines = rng.pick(THREADS[`invitation_${inv.status}`]!);
    thread(inv.project, inv.artist, lines, inv.status === "pending" ? inv.createdAt : addHours(inv.updatedAt, -0.5), vars);
  }
  for (const a of apps) {
    if (a.status === "withdrawn" || a.viaInvitation) continue;
    if (!involvesDemo(a.project, a.artist) && !rng.chance(0.35)) continue;
    const vars = { artist: a.artist.name, producer: a.project.producer.name, project: shortTitle(a.project.seed.title) };
    if (a.status === "pending") thread(a.project, a.artist, rng.pick(THREADS.pending!), a.appliedAt, vars);
    else if (a.status === "rejected") thread(a.project, a.artist, rng.pick(THREADS.rejected!), a.updatedAt, vars);
    else if (a.status === "accepted") {
      const start = a.project.status === "completed" && a.project.endDate ? clock.at(a.project.endDate, 19) : a.updatedAt;
      thread(a.project, a.artist, rng.pick(a.project.status === "completed" ? THREADS.completed! : THREADS.accepted!), start, vars);
    }
  }

  // Each demo account opens to a few unread messages.
  for (const id of demoIds) {
    const received = out.filter((m) => m.receiverId === id).sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    for (const m of received.slice(0, 3)) m.read = false;
  }
  return out.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}

/**
 * Notifications of every type for the two demo accounts, drawn from the events above. Titles, texts and
 * relatedId (the project id) follow what the services write for the same events.
 */
export function buildNotifications(ctx: Ctx, apps: AppPlan[], invites: InvitePlan[], reviews: ReviewPlan[], messages: MessagePlan[]): NotificationPlan[] {
  const { clock } = ctx;
  const out: NotificationPlan[] = [];
  const producer = ctx.demoProducer;
  const artist = ctx.demoArtist;
  const push = (userId: string, type: NotificationType, title: string, message: string, relatedId: string | number | null, createdAt: Date, read?: boolean) => {
    const at = minDate(createdAt, clock.now);
    out.push({ userId, type, title, message, relatedId: relatedId === null ? null : String(relatedId), createdAt: at, read: read ?? clock.daysAgo(at) > 3 });
  };
  const q = (p: SeedProject) => `'${p.seed.title}'`;

  // Producer: new applications, withdrawals, answers to invitations, deadlines, completed projects.
  const onMine = apps.filter((a) => a.project.producer.id === producer.id && !a.viaInvitation).sort((x, y) => y.appliedAt.getTime() - x.appliedAt.getTime());
  for (const a of onMine.slice(0, 8))
    push(producer.id, "application", "새 지원서 도착", `${q(a.project)} 프로젝트에 새로운 지원서가 도착했습니다.`, a.project.id, a.appliedAt);
  for (const a of onMine.filter((x) => x.status === "withdrawn").slice(0, 2)) {
    push(producer.id, "application_status", "지원 취소", `${a.artist.name}님이 ${q(a.project)} 프로젝트 지원을 취소했습니다.`, a.project.id, a.updatedAt);
  }
  for (const inv of invites.filter((i) => i.project.producer.id === producer.id && (i.status === "accepted" || i.status === "rejected"))) {
    const ok = inv.status === "accepted";
    push(
      producer.id,
      "invitation",
      ok ? "초대 수락" : "초대 거절",
      ok
        ? `${q(inv.project)} 프로젝트 초대를 아티스트가 수락했습니다.`
        : `${q(inv.project)} 프로젝트 초대를 아티스트가 거절했습니다. 사유: ${inv.rejectionReason}`,
      inv.project.id,
      inv.updatedAt,
    );
  }
  for (const p of ctx.projects.filter((x) => x.producer.id === producer.id)) {
    if (p.status === "published" && p.deadline && p.deadline >= clock.day(0) && p.deadline <= clock.day(7)) {
      push(
        producer.id,
        "project_update",
        "모집 마감 임박",
        `${q(p)} 프로젝트의 모집 마감일(${p.deadline})이 일주일 안으로 다가왔습니다.`,
        p.id,
        clock.ago(0.4),
      );
    }
    if (p.status === "completed")
      push(producer.id, "system", "후기를 남겨주세요", `${q(p)} 프로젝트가 완료되었습니다. 함께한 아티스트에게 후기를 남겨주세요.`, p.id, p.updatedAt);
  }
  for (const r of reviews.filter((x) => x.reviewee.id === producer.id)) {
    push(producer.id, "system", "새 후기 도착", `${q(r.project)} 프로젝트에서 새로운 후기(${r.rating}점)를 받았습니다.`, r.project.id, r.createdAt);
  }

  // Artist: results of applications, invitations, project status changes, reviews received.
  for (const a of apps.filter((x) => x.artist.id === artist.id)) {
    if (a.status === "accepted")
      push(artist.id, "application_status", "지원이 승인되었습니다", `${q(a.project)} 프로젝트 지원이 승인되었습니다.`, a.project.id, a.updatedAt);
    if (a.status === "rejected")
      push(
        artist.id,
        "application_status",
        "지원 결과 안내",
        `${q(a.project)} 프로젝트 지원이 거절되었습니다. 사유: ${a.reason ?? ""}`,
        a.project.id,
        a.updatedAt,
      );
    if (isAccepted(a) && a.project.status === "in_progress") {
      push(artist.id, "project_update", "프로젝트 진행 중", `참여 중인 프로젝트 ${q(a.project)}가 시작되었습니다.`, a.project.id, a.project.updatedAt);
    }
    if (isAccepted(a) && a.project.status === "completed") {
      push(
        artist.id,
        "project_update",
        "프로젝트 완료",
        `프로젝트 ${q(a.project)}가 완료되었습니다. 함께한 제작자에게 후기를 남겨주세요.`,
        a.project.id,
        a.project.updatedAt,
      );
    }
  }
  for (const inv of invites.filter((i) => i.artist.id === artist.id && i.status !== "cancelled")) {
    // An invitation still waiting for an answer stays unread.
    push(
      artist.id,
      "invitation",
      "새로운 프로젝트 초대",
      `${inv.project.producer.name}님이 ${q(inv.project)} 프로젝트에 초대했습니다.`,
      inv.project.id,
      inv.createdAt,
      inv.status === "pending" ? false : undefined,
    );
  }
  // A saved search's alert (decision 023): the newest open project, for each demo account.
  const fresh = ctx.projects.find((x) => x.status === "published");
  if (fresh) {
    push(
      artist.id,
      "saved_search",
      "저장한 검색에 맞는 새 프로젝트",
      `저장한 검색 '공연'에 맞는 새 프로젝트 ${q(fresh)}가 등록되었습니다.`,
      `/projects/${fresh.id}`,
      clock.ago(0.2),
      false,
    );
    push(
      producer.id,
      "saved_search",
      "저장한 검색에 맞는 새 프로젝트",
      `저장한 검색 '서울'에 맞는 새 프로젝트 ${q(fresh)}가 등록되었습니다.`,
      `/projects/${fresh.id}`,
      clock.ago(5),
    );
  }
  const pending = apps.find((x) => x.artist.id === artist.id && x.status === "pending" && x.project.deadline && x.project.deadline >= clock.day(0));
  if (pending)
    push(
      artist.id,
      "application",
      "지원서 제출 완료",
      `${q(pending.project)} 프로젝트에 지원서를 제출했습니다. 결과는 알림으로 알려드릴게요.`,
      pending.project.id,
      pending.appliedAt,
    );
  for (const r of reviews.filter((x) => x.reviewee.id === artist.id)) {
    push(artist.id, "system", "새 후기 도착", `${q(r.project)} 프로젝트에서 새로운 후기(${r.rating}점)를 받았습니다.`, r.project.id, r.createdAt);
  }

  // Both: the newest messages received, and a welcome note.
  const nameOf = new Map([...ctx.artists, ...ctx.producers].map((u) => [u.id, u.name]));
  for (const user of [producer, artist]) {
    for (const m of messages.filter((x) => x.receiverId === user.id).slice(-4)) {
      push(user.id, "message", "새 메시지", `${nameOf.get(m.senderId)}님이 메시지를 보냈습니다.`, m.senderId, m.createdAt, m.read);
    }
    push(user.id, "system", "아트링크에 오신 것을 환영합니다", "프로필을 채우면 더 많은 협업 제안을 받을 수 있어요.", null, user.createdAt);
  }
  // At least two unread notifications per demo account, whatever the clock says.
  for (const user of [producer, artist]) {
    const mine = out.filter((n) => n.userId === user.id).sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    for (const n of mine.slice(0, 2)) n.read = false;
  }
  return out.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}
