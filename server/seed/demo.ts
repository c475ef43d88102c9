/**
 * Demo data for a populated marketplace: people, projects in every status, applications, invitations, reviews,
 * profiles, messages, notifications and community activity. Deterministic (seeded PRNG; dates relative to now),
 * written in one transaction with bulk inserts. auto.ts decides whether to run it (only when no users exist).
 */
import bcrypt from "bcrypt";
import { sql } from "drizzle-orm";
import { BCRYPT_COST } from "@shared/constants";
import { parseBudget } from "@shared/budget";
import {
  applications,
  awards,
  communityCommentLikes,
  communityComments,
  communityLikes,
  communityPostTags,
  communityPosts,
  education,
  experiences,
  invitations,
  locations,
  messages,
  notifications,
  portfolioTags,
  portfolios,
  projectRoles,
  projectTags,
  projects,
  projectViewCounts,
  reviews,
  userActivities,
  userFollows,
  userTagLinks,
  userTags,
  users,
} from "@shared/schema/index";
import { postSearchTokens, projectSearchTokens, userSearchTokens } from "@shared/search-tokens";
import type { Db, Tx } from "../db/client";
import { buildApplicationsAndInvitations, buildMessages, buildNotifications, buildReviews, type Ctx, type SeedProject, type SeedUser } from "./build-collab";
import { buildProfiles } from "./build-profiles";
import { COVER_COUNT, coverUrl, ensureCovers } from "./covers";
import { POSTS } from "./data/community";
import { ARTISTS, DEMO_ARTIST_KEY, DEMO_PRODUCER_KEY, EXTRA_TAGS, PRODUCERS, type PersonSeed } from "./data/people";
import { PROJECTS, type ProjectSeed } from "./data/projects";
import type { ProjectConditions } from "@shared/casting";

/** The conditions of published demo projects without their own (issue 26): every listed project states them. */
const USUAL_CONDITIONS: ProjectConditions[] = [
  { meals: "provided", transport: "allowance", accommodation: "not_needed", paymentTiming: "작업 종료 후 14일 이내", schedule: "일정은 선정 후 협의" },
  {
    meals: "allowance",
    transport: "none",
    accommodation: "not_needed",
    paymentTiming: "계약금 30%, 잔금은 전시 종료 후 지급",
    schedule: "설치 기간 포함 약 3주",
  },
  { meals: "none", transport: "allowance", accommodation: "provided", paymentTiming: "행사 종료 후 한 달 이내", schedule: "주말 2일 현장 작업" },
];
/** Demo self-tapes: public YouTube videos, shown through the privacy-enhanced player. */
const DEMO_VIDEOS = ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "https://youtu.be/ScMzIvxBSi4", "https://vimeo.com/76979871"];
import type { UploadStorage } from "../storage/storage";
import { between, createClock, createRng, minDate, type Clock, type Rng } from "./random";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_PRODUCER_EMAIL = "producer@artlink.kr";
export const DEMO_ARTIST_EMAIL = "artist@artlink.kr";

const SEED = 20260101;
const CHUNK = 500;
const HOUR = 60 * 60 * 1000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Inserts in chunks and returns the generated ids in row order. */
async function insertIds<T>(rows: T[], write: (chunk: T[]) => Promise<Array<{ id: number }>>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const got = await write(chunk);
    if (got.length !== chunk.length) throw new Error("demo seed: insert returned an unexpected number of rows");
    ids.push(...got.map((r) => r.id));
  }
  return ids;
}

function addHours(d: Date, h: number): Date {
  return new Date(d.getTime() + h * HOUR);
}

interface ProjectDates {
  createdAt: Date;
  updatedAt: Date;
  deadline: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** Dates that fit the status and the rules (deadline <= start <= end); created within the last 90 days. */
function projectDates(rng: Rng, clock: Clock, p: ProjectSeed): ProjectDates {
  const created = (daysAgo: number) => clock.ago(daysAgo + rng.next() * 0.9);
  switch (p.status) {
    case "draft": {
      const createdAt = created(rng.int(1, 20));
      const updatedAt = between(rng, createdAt, clock.now);
      if (rng.chance(0.25)) return { createdAt, updatedAt, deadline: null, startDate: null, endDate: null };
      const d = rng.int(14, 60);
      const s = d + rng.int(3, 20);
      return { createdAt, updatedAt, deadline: clock.day(d), startDate: clock.day(s), endDate: clock.day(s + rng.int(7, 60)) };
    }
    case "published": {
      const r = rng.next();
      const d = p.deadlineIn ?? (r < 0.1 ? -rng.int(1, 10) : r < 0.3 ? rng.int(1, 7) : rng.int(8, 60));
      const createdAt = created(rng.int(Math.max(2, -d + 7), Math.max(12, Math.min(75, 40 - Math.min(d, 0)))));
      // Still recruiting, so the work itself has not started yet even when the deadline has passed.
      const s = Math.max(d + rng.int(3, 25), rng.int(2, 12));
      return {
        createdAt,
        updatedAt: between(rng, createdAt, minDate(addHours(createdAt, 72), clock.now)),
        deadline: clock.day(d),
        startDate: clock.day(s),
        endDate: clock.day(s + rng.int(7, 90)),
      };
    }
    case "in_progress": {
      const d = -rng.int(20, 45);
      const s = Math.min(-1, d + rng.int(3, 14));
      const createdAt = created(-d + rng.int(10, 40));
      return { createdAt, updatedAt: clock.at(clock.day(s), 10), deadline: clock.day(d), startDate: clock.day(s), endDate: clock.day(rng.int(5, 60)) };
    }
    case "completed": {
      const d = -rng.int(45, 62);
      const s = d + rng.int(3, 10);
      const e = Math.min(-3, s + rng.int(7, 35));
      const createdAt = created(-d + rng.int(8, 27));
      return { createdAt, updatedAt: clock.at(clock.day(e), 21), deadline: clock.day(d), startDate: clock.day(s), endDate: clock.day(e) };
    }
    case "cancelled": {
      const ago = rng.int(20, 70);
      const createdAt = created(ago);
      const d = -ago + rng.int(12, 40);
      const s = d + rng.int(3, 20);
      return {
        createdAt,
        updatedAt: between(rng, addHours(createdAt, 24 * 5), clock.now),
        deadline: clock.day(d),
        startDate: clock.day(s),
        endDate: clock.day(s + rng.int(7, 40)),
      };
    }
  }
}

/**
 * Writes the demo data set and returns the number of rows per table. Cover images are rendered into
 * `demo/` of the upload storage when `storage` is given (existing files are reused); without it imageUrl stays null.
 */
export async function seedDemo(db: Db, opts: { storage?: UploadStorage } = {}): Promise<Record<string, number>> {
  const coversWritten = opts.storage ? await ensureCovers(opts.storage) : 0;
  const withCovers = !!opts.storage;
  const cover = (n: number): string | null => (withCovers && n >= 1 ? coverUrl(((n - 1) % COVER_COUNT) + 1) : null);
  // One hash for every demo account: bcrypt at cost 12 takes a few hundred milliseconds.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);

  const counts = await db.transaction(async (tx) => write(tx, passwordHash, cover));
  return { ...counts, coverFilesWritten: coversWritten };
}

async function write(tx: Tx, passwordHash: string, cover: (n: number) => string | null): Promise<Record<string, number>> {
  const rng = createRng(SEED);
  const clock = createClock();
  const counts: Record<string, number> = {};

  // Reference data comes from migration 0001; the seed only checks that its names exist.
  const locationNames = new Set((await tx.select({ name: locations.name }).from(locations)).map((l) => l.name));
  for (const s of [...ARTISTS, ...PRODUCERS, ...PROJECTS]) {
    if (!locationNames.has(s.location)) throw new Error(`demo seed: unknown location ${s.location}`);
  }
  const addedTags = await tx
    .insert(userTags)
    .values(EXTRA_TAGS.map(([name, slug]) => ({ name, slug, isVerified: true, usageCount: 0 })))
    .onConflictDoNothing()
    .returning({ id: userTags.id });
  counts.userTagsAdded = addedTags.length;
  const tagId = new Map((await tx.select({ id: userTags.id, name: userTags.name }).from(userTags)).map((t) => [t.name, t.id]));
  const tagIdOf = (name: string) => {
    const id = tagId.get(name);
    if (id === undefined) throw new Error(`demo seed: unknown tag ${name}`);
    return id;
  };

  // People.
  const toUser = (seed: PersonSeed, type: "artist" | "producer"): SeedUser => {
    const isDemo = seed.key === DEMO_ARTIST_KEY || seed.key === DEMO_PRODUCER_KEY;
    return {
      id: rng.uuid(),
      seed,
      type,
      name: `${seed.lastName}${seed.firstName}`,
      createdAt: clock.ago(isDemo ? 365 + rng.int(0, 20) : rng.int(95, 700) + rng.next()),
      tagNames: seed.tags,
    };
  };
  const artists = ARTISTS.map((s) => toUser(s, "artist"));
  const producers = PRODUCERS.map((s) => toUser(s, "producer"));
  const everyone = [...producers, ...artists];
  const byKey = new Map(everyone.map((u) => [u.seed.key, u]));
  const demoArtist = byKey.get(DEMO_ARTIST_KEY)!;
  const demoProducer = byKey.get(DEMO_PRODUCER_KEY)!;
  if (demoArtist.seed.email !== DEMO_ARTIST_EMAIL || demoProducer.seed.email !== DEMO_PRODUCER_EMAIL)
    throw new Error("demo seed: demo account e-mails changed");

  const userRows: Array<typeof users.$inferInsert> = everyone.map((u) => ({
    id: u.id,
    email: u.seed.email,
    password: passwordHash,
    firstName: u.seed.firstName,
    lastName: u.seed.lastName,
    userType: u.type,
    bio: u.seed.bio,
    location: u.seed.location,
    website: u.seed.website ?? null,
    yearsOfExperience: u.seed.years,
    emailVerified: true,
    // The demo producer also runs the operator console (/admin, issue 24), so a newcomer can open it.
    staffRole: u.seed.email === DEMO_PRODUCER_EMAIL ? "admin" : null,
    searchTokens: userSearchTokens({ firstName: u.seed.firstName, lastName: u.seed.lastName, bio: u.seed.bio, location: u.seed.location, tags: u.tagNames }),
    createdAt: u.createdAt,
    updatedAt: between(rng, u.createdAt, clock.ago(1)),
  }));
  await inChunks(userRows, (c) => tx.insert(users).values(c));
  const userTagRows = everyone.flatMap((u) => u.tagNames.map((t) => ({ userId: u.id, tagId: tagIdOf(t) })));
  await inChunks(userTagRows, (c) => tx.insert(userTagLinks).values(c));
  counts.users = userRows.length;
  counts.artists = artists.length;
  counts.producers = producers.length;
  counts.userTagLinks = userTagRows.length;

  // Projects.
  let coverNo = 0;
  const planned = PROJECTS.map((seed) => {
    const producer = byKey.get(seed.producer);
    if (!producer || producer.type !== "producer") throw new Error(`demo seed: ${seed.key} needs a producer, got ${seed.producer}`);
    const dates = projectDates(rng, clock, seed);
    const hasCover = rng.chance(0.6);
    const imageUrl = hasCover ? cover((coverNo++ % COVER_COUNT) + 1) : null;
    const { min, max } = parseBudget(seed.budget);
    // Drawn in this order (views, then conditions), as when both were columns of the row.
    const views = seed.status === "draft" ? 0 : rng.int(15, 500);
    const conditions = seed.status === "draft" ? null : (seed.conditions ?? USUAL_CONDITIONS[rng.int(0, USUAL_CONDITIONS.length - 1)]!);
    return {
      seed,
      producer,
      dates,
      views,
      row: {
        title: seed.title,
        description: seed.description,
        budget: seed.budget,
        budgetMin: min,
        budgetMax: max,
        location: seed.location,
        startDate: dates.startDate,
        endDate: dates.endDate,
        deadline: dates.deadline,
        requirements: seed.requirements,
        status: seed.status,
        producerId: producer.id,
        imageUrl,
        conditions,
        searchTokens: projectSearchTokens({ title: seed.title, description: seed.description, tags: seed.tags, location: seed.location, roles: seed.roles }),
        createdAt: dates.createdAt,
        updatedAt: dates.updatedAt,
      } satisfies typeof projects.$inferInsert,
    };
  });
  const projectIds = await insertIds(planned, async (c) => {
    const got = await tx
      .insert(projects)
      .values(c.map((p) => p.row))
      .returning({ id: projects.id, title: projects.title });
    got.forEach((g, i) => {
      if (g.title !== c[i]!.row.title) throw new Error("demo seed: project rows came back out of order");
    });
    return got;
  });
  const seedProjects: SeedProject[] = planned.map((p, i) => ({
    id: projectIds[i]!,
    seed: p.seed,
    status: p.seed.status,
    producer: p.producer,
    createdAt: p.dates.createdAt,
    updatedAt: p.dates.updatedAt,
    deadline: p.dates.deadline,
    startDate: p.dates.startDate,
    endDate: p.dates.endDate,
    tagNames: p.seed.tags,
  }));
  const viewRows = planned.flatMap((p, i) => (p.views ? [{ projectId: projectIds[i]!, viewCount: p.views }] : []));
  await inChunks(viewRows, (c) => tx.insert(projectViewCounts).values(c));
  const projectTagRows = seedProjects.flatMap((p) => p.tagNames.map((t) => ({ projectId: p.id, tagId: tagIdOf(t) })));
  await inChunks(projectTagRows, (c) => tx.insert(projectTags).values(c));
  counts.projects = seedProjects.length;
  counts.projectTags = projectTagRows.length;
  // Roles of the casting projects (issue 26), in order; applications to them name one below.
  const rolesByProject = new Map<number, Array<{ id: number; headcount: number; requiredMedia: string[] }>>();
  for (const p of seedProjects) {
    if (!p.seed.roles?.length) continue;
    const inserted = await tx
      .insert(projectRoles)
      .values(
        p.seed.roles.map((r, position) => ({
          projectId: p.id,
          position,
          name: r.name,
          category: r.category,
          headcount: r.headcount,
          feeKind: r.fee.kind,
          feeAmount: r.fee.amount,
          description: r.description,
          requiredMedia: r.requiredMedia,
        })),
      )
      .returning({ id: projectRoles.id, headcount: projectRoles.headcount, requiredMedia: projectRoles.requiredMedia });
    rolesByProject.set(p.id, inserted);
  }
  counts.projectRoles = [...rolesByProject.values()].reduce((n, r) => n + r.length, 0);

  const ctx: Ctx = {
    rng,
    clock,
    artists,
    producers,
    projects: seedProjects,
    byKey,
    projectByKey: new Map(seedProjects.map((p) => [p.seed.key, p])),
    demoArtist,
    demoProducer,
  };

  // Applications, invitations, reviews.
  const { apps, invites } = buildApplicationsAndInvitations(ctx);
  // An application to a casting project names a role with room left for it, and carries a video link and
  // the other material the role asks for (accepted ones first take the seats).
  const seats = new Map<number, number>();
  const castingOf = (a: (typeof apps)[number]) => {
    const roles = rolesByProject.get(a.project.id);
    if (!roles || a.viaInvitation) return {};
    const accepted = a.status === "accepted";
    const role = roles.find((r) => !accepted || (seats.get(r.id) ?? 0) < r.headcount) ?? roles[0]!;
    if (accepted) seats.set(role.id, (seats.get(role.id) ?? 0) + 1);
    roles.push(roles.shift()!); // the next applicant starts at the next role
    const media: Array<{ kind: "video" | "audio" | "photo" | "link"; url: string }> = [
      { kind: "video", url: DEMO_VIDEOS[rng.int(0, DEMO_VIDEOS.length - 1)]! },
    ];
    if (role.requiredMedia.includes("audio")) media.push({ kind: "audio", url: "https://soundcloud.com/artlink-demo/reel" });
    if (role.requiredMedia.includes("portfolio")) media.push({ kind: "link", url: "https://portfolio.example.com/artlink-demo" });
    if (role.requiredMedia.includes("photo")) media.push({ kind: "photo", url: "https://images.example.com/artlink-demo/profile.jpg" });
    return { roleId: role.id, media };
  };
  await inChunks(apps, (c) =>
    tx.insert(applications).values(
      c.map((a) => ({
        projectId: a.project.id,
        artistId: a.artist.id,
        ...castingOf(a),
        coverLetter: a.coverLetter,
        status: a.status,
        reason: a.reason,
        appliedAt: a.appliedAt,
        updatedAt: a.updatedAt,
      })),
    ),
  );
  await inChunks(invites, (c) =>
    tx.insert(invitations).values(
      c.map((i) => ({
        projectId: i.project.id,
        producerId: i.project.producer.id,
        artistId: i.artist.id,
        message: i.message,
        status: i.status,
        rejectionReason: i.rejectionReason,
        rejectionCategory: i.rejectionCategory,
        cancellationReason: i.cancellationReason,
        createdAt: i.createdAt,
        updatedAt: i.updatedAt,
      })),
    ),
  );
  const reviewPlans = buildReviews(ctx, apps);
  await inChunks(reviewPlans, (c) =>
    tx.insert(reviews).values(
      c.map((r) => ({
        projectId: r.project.id,
        reviewerId: r.reviewer.id,
        revieweeId: r.reviewee.id,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt,
      })),
    ),
  );
  counts.applications = apps.length;
  counts.invitations = invites.length;
  counts.reviews = reviewPlans.length;

  // Profiles.
  const profile = buildProfiles(rng, clock, everyone, { artist: demoArtist, producer: demoProducer }, cover);
  const portfolioIds = await insertIds(profile.portfolios, (c) =>
    tx
      .insert(portfolios)
      .values(c.map(({ tagNames: _t, ...row }) => row))
      .returning({ id: portfolios.id }),
  );
  const portfolioTagRows = profile.portfolios.flatMap((p, i) => p.tagNames.map((t) => ({ portfolioId: portfolioIds[i]!, tagId: tagIdOf(t) })));
  await inChunks(portfolioTagRows, (c) => tx.insert(portfolioTags).values(c));
  await inChunks(profile.experiences, (c) => tx.insert(experiences).values(c));
  await inChunks(profile.awards, (c) => tx.insert(awards).values(c));
  await inChunks(profile.education, (c) => tx.insert(education).values(c));
  counts.portfolios = profile.portfolios.length;
  counts.portfolioTags = portfolioTagRows.length;
  counts.experiences = profile.experiences.length;
  counts.awards = profile.awards.length;
  counts.education = profile.education.length;

  // Messages and the demo accounts' notifications.
  const messagePlans = buildMessages(ctx, apps, invites);
  await inChunks(messagePlans, (c) => tx.insert(messages).values(c));
  const notificationPlans = buildNotifications(ctx, apps, invites, reviewPlans, messagePlans);
  await inChunks(notificationPlans, (c) => tx.insert(notifications).values(c));
  counts.messages = messagePlans.length;
  counts.notifications = notificationPlans.length;

  // Community: posts with counters that match their like and comment rows.
  const person = (key: string) => {
    const u = byKey.get(key);
    if (!u) throw new Error(`demo seed: unknown person ${key}`);
    return u;
  };
  const postPlans = POSTS.map((p, i) => {
    const author = person(p.author);
    const createdAt = clock.ago(p.daysAgo + rng.next() * 0.8);
    const likers = rng.sample(
      everyone.filter((u) => u.id !== author.id),
      rng.int(0, p.image ? 18 : 11),
    );
    const comments = (p.comments ?? []).map((c, ci) => {
      const cAuthor = person(c.author);
      const cAt = minDate(addHours(createdAt, 1 + ci * 3 + rng.next() * 20), clock.ago(0.02));
      const replies = (c.replies ?? []).map((r, ri) => ({
        author: person(r.author),
        content: r.content,
        createdAt: minDate(addHours(cAt, 0.5 + ri * 2 + rng.next() * 10), clock.ago(0.01)),
        likers: rng.sample(
          everyone.filter((u) => u.id !== person(r.author).id),
          rng.int(0, 2),
        ),
      }));
      return {
        author: cAuthor,
        content: c.content,
        createdAt: cAt,
        likers: rng.sample(
          everyone.filter((u) => u.id !== cAuthor.id),
          rng.int(0, 4),
        ),
        replies,
      };
    });
    const commentCount = comments.reduce((n, c) => n + 1 + c.replies.length, 0);
    return {
      seed: p,
      author,
      likers,
      comments,
      row: {
        authorId: author.id,
        content: p.content,
        imageUrl: p.image ? cover(((i * 5) % COVER_COUNT) + 1) : null,
        postType: p.postType,
        viewCount: likers.length * 4 + commentCount * 3 + rng.int(5, 90),
        likeCount: likers.length,
        commentCount,
        searchTokens: postSearchTokens({ content: p.content, tags: p.tags }),
        createdAt,
        updatedAt: createdAt,
      } satisfies typeof communityPosts.$inferInsert,
    };
  });
  const postIds = await insertIds(postPlans, (c) =>
    tx
      .insert(communityPosts)
      .values(c.map((p) => p.row))
      .returning({ id: communityPosts.id }),
  );
  const postTagRows = postPlans.flatMap((p, i) => p.seed.tags.map((t) => ({ postId: postIds[i]!, tagId: tagIdOf(t) })));
  await inChunks(postTagRows, (c) => tx.insert(communityPostTags).values(c));
  const likeRows = postPlans.flatMap((p, i) =>
    p.likers.map((u) => ({ postId: postIds[i]!, userId: u.id, createdAt: between(rng, p.row.createdAt, clock.now) })),
  );
  await inChunks(likeRows, (c) => tx.insert(communityLikes).values(c));

  const topLevel = postPlans.flatMap((p, i) => p.comments.map((c) => ({ postId: postIds[i]!, c })));
  const topIds = await insertIds(topLevel, (chunk) =>
    tx
      .insert(communityComments)
      .values(
        chunk.map(({ postId, c }) => ({
          postId,
          authorId: c.author.id,
          content: c.content,
          likeCount: c.likers.length,
          createdAt: c.createdAt,
          updatedAt: c.createdAt,
        })),
      )
      .returning({ id: communityComments.id }),
  );
  const replies = topLevel.flatMap(({ postId, c }, i) => c.replies.map((r) => ({ postId, parentId: topIds[i]!, r })));
  const replyIds = await insertIds(replies, (chunk) =>
    tx
      .insert(communityComments)
      .values(
        chunk.map(({ postId, parentId, r }) => ({
          postId,
          parentId,
          authorId: r.author.id,
          content: r.content,
          likeCount: r.likers.length,
          createdAt: r.createdAt,
          updatedAt: r.createdAt,
        })),
      )
      .returning({ id: communityComments.id }),
  );
  const commentLikeRows = [
    ...topLevel.flatMap(({ c }, i) => c.likers.map((u) => ({ commentId: topIds[i]!, userId: u.id, createdAt: between(rng, c.createdAt, clock.now) }))),
    ...replies.flatMap(({ r }, i) => r.likers.map((u) => ({ commentId: replyIds[i]!, userId: u.id, createdAt: between(rng, r.createdAt, clock.now) }))),
  ];
  await inChunks(commentLikeRows, (c) => tx.insert(communityCommentLikes).values(c));
  counts.communityPosts = postPlans.length;
  counts.communityPostTags = postTagRows.length;
  counts.communityLikes = likeRows.length;
  counts.communityComments = topLevel.length + replies.length;
  counts.communityCommentLikes = commentLikeRows.length;

  // Follows: everyone follows a few people; the demo accounts are well followed.
  const follows = new Map<string, { followerId: string; followingId: string; createdAt: Date }>();
  const follow = (a: SeedUser, b: SeedUser) => {
    if (a.id === b.id) return;
    const key = `${a.id}>${b.id}`;
    if (!follows.has(key))
      follows.set(key, {
        followerId: a.id,
        followingId: b.id,
        createdAt: between(rng, a.createdAt.getTime() > b.createdAt.getTime() ? a.createdAt : b.createdAt, clock.now),
      });
  };
  for (const u of everyone) for (const v of rng.sample(everyone, rng.int(1, 7))) follow(u, v);
  for (const u of rng.sample(everyone, 16)) follow(u, demoProducer);
  for (const u of rng.sample(everyone, 12)) follow(u, demoArtist);
  for (const v of rng.sample(artists, 6)) follow(demoProducer, v);
  for (const v of rng.sample(everyone, 5)) follow(demoArtist, v);
  const followRows = [...follows.values()];
  await inChunks(followRows, (c) => tx.insert(userFollows).values(c));
  counts.userFollows = followRows.length;

  // A short activity trail for the demo accounts.
  const activityRows: Array<typeof userActivities.$inferInsert> = [];
  for (const u of [demoProducer, demoArtist]) {
    for (const d of [0.1, 1.3, 4.2])
      activityRows.push({ userId: u.id, activityType: "login", relatedId: null, metadata: { via: "password" }, createdAt: clock.ago(d) });
    activityRows.push({ userId: u.id, activityType: "profile_updated", relatedId: u.id, metadata: { fields: ["bio", "tags"] }, createdAt: clock.ago(12) });
  }
  for (const p of seedProjects.filter((x) => x.producer.id === demoProducer.id).slice(0, 4)) {
    activityRows.push({
      userId: demoProducer.id,
      activityType: "project_created",
      relatedId: String(p.id),
      metadata: { title: p.seed.title },
      createdAt: p.createdAt,
    });
  }
  for (const inv of invites.filter((x) => x.project.producer.id === demoProducer.id)) {
    activityRows.push({
      userId: demoProducer.id,
      activityType: "invitation_sent",
      relatedId: String(inv.project.id),
      metadata: { artistId: inv.artist.id },
      createdAt: inv.createdAt,
    });
  }
  for (const a of apps.filter((x) => x.artist.id === demoArtist.id && !x.viaInvitation)) {
    activityRows.push({
      userId: demoArtist.id,
      activityType: "application_submitted",
      relatedId: String(a.project.id),
      metadata: { title: a.project.seed.title },
      createdAt: a.appliedAt,
    });
  }
  for (const r of reviewPlans.filter((x) => x.reviewer.id === demoArtist.id || x.reviewer.id === demoProducer.id)) {
    activityRows.push({
      userId: r.reviewer.id,
      activityType: "review_submitted",
      relatedId: String(r.project.id),
      metadata: { revieweeId: r.reviewee.id, rating: r.rating },
      createdAt: r.createdAt,
    });
  }
  for (const m of messagePlans.filter((x) => x.senderId === demoArtist.id || x.senderId === demoProducer.id).slice(-4)) {
    activityRows.push({
      userId: m.senderId,
      activityType: "message_sent",
      relatedId: m.receiverId,
      metadata: { projectId: m.projectId },
      createdAt: m.createdAt,
    });
  }
  await inChunks(activityRows, (c) => tx.insert(userActivities).values(c));
  counts.userActivities = activityRows.length;

  // usageCount = how many users, projects, portfolios and posts carry the tag.
  await tx.execute(sql`
    UPDATE ${userTags} t SET usage_count =
      (SELECT count(*) FROM ${userTagLinks} l WHERE l.tag_id = t.id)
      + (SELECT count(*) FROM ${projectTags} p WHERE p.tag_id = t.id)
      + (SELECT count(*) FROM ${portfolioTags} f WHERE f.tag_id = t.id)
      + (SELECT count(*) FROM ${communityPostTags} c WHERE c.tag_id = t.id)`);
  return counts;
}
