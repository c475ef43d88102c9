import { DISCIPLINES } from "@shared/constants";
import type { Award, Education, Experience, Portfolio, Tag, UserProfile } from "@shared/api-types";
import { PROFILE_LIMITS, PROFILE_PROJECTS_MAX, PROFILE_REVIEWS_MAX } from "@shared/constants";
import { maskEmail } from "@shared/display";
import { AUDIO_EXT, VIDEO_EXT } from "@shared/casting";
import { thumbnailUrl } from "@shared/uploads";
import { todayInKorea } from "@shared/validators/projects";
import {
  awardIssues,
  educationIssues,
  experienceIssues,
  performerIssues,
  profileMsg,
  type AwardFields,
  type EducationFields,
  type ExperienceFields,
  type PortfolioFields,
  type ProfileUpdate,
} from "@shared/validators/profiles";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { canContact as canContactRule } from "../connections/service";
import * as tagService from "../tags/service";
import { reviewsOfUser } from "../reviews/service";
import * as uploads from "../uploads/service";
import * as repo from "./repository";

export const profileMessages = {
  userNotFound: "사용자를 찾을 수 없습니다",
  notOwner: "본인의 프로필만 수정할 수 있습니다.",
  experienceNotFound: "경력을 찾을 수 없습니다",
  awardNotFound: "수상 내역을 찾을 수 없습니다",
  educationNotFound: "학력을 찾을 수 없습니다",
  portfolioNotFound: "포트폴리오를 찾을 수 없습니다",
  limit: {
    portfolios: `포트폴리오는 최대 ${PROFILE_LIMITS.portfolios}개까지 등록할 수 있습니다.`,
    experiences: `경력은 최대 ${PROFILE_LIMITS.experiences}개까지 등록할 수 있습니다.`,
    awards: `수상 내역은 최대 ${PROFILE_LIMITS.awards}개까지 등록할 수 있습니다.`,
    education: `학력은 최대 ${PROFILE_LIMITS.education}개까지 등록할 수 있습니다.`,
  },
} as const;

export interface ProfileDeps {
  db: Db;
  /** The clock of the date rules (today in Korea). */
  now: () => Date;
}

const today = (deps: ProfileDeps) => todayInKorea(deps.now());

function throwIssues(issues: Array<{ path: string; message: string }>) {
  if (!issues.length) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const i of issues) (fieldErrors[i.path] ??= []).push(i.message);
  throw new ValidationError(issues[0]!.message, fieldErrors);
}

/** A user anyone may look at: exists, not withdrawn, and verified (unless it is the viewer). */
async function visibleUser(db: DbOrTx, id: string, viewer?: SessionUser) {
  const user = await repo.findUser(db, id);
  if (!user || user.isDeleted || (!user.emailVerified && viewer?.id !== id)) throw new NotFoundError(profileMessages.userNotFound);
  return user;
}

/** The profile's owner acting on it. @throws NotFoundError, ForbiddenError */
async function ownedUser(db: DbOrTx, id: string, viewer: SessionUser) {
  const user = await visibleUser(db, id, viewer);
  if (user.id !== viewer.id) throw new ForbiddenError(profileMessages.notOwner);
  return user;
}

/** A row of another table owned by the viewer. @throws NotFoundError, ForbiddenError */
function ownedRow<R extends { userId: string }>(row: R | undefined, viewer: SessionUser, notFound: string): R {
  if (!row) throw new NotFoundError(notFound);
  if (row.userId !== viewer.id) throw new ForbiddenError(profileMessages.notOwner);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Views

const fileTypeOf = (url: string | null): Portfolio["fileType"] =>
  !url
    ? null
    : /\.pdf$/i.test(url)
      ? "pdf"
      : /\.(jpe?g|png|gif|webp)$/i.test(url)
        ? "image"
        : VIDEO_EXT.test(url)
          ? "video"
          : AUDIO_EXT.test(url)
            ? "audio"
            : null;

function portfolioView(row: repo.PortfolioRow, tags: string[]): Portfolio {
  const fileType = fileTypeOf(row.imageUrl);
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    thumbnailUrl: fileType === "image" ? thumbnailUrl(row.imageUrl) : null,
    projectUrl: row.projectUrl,
    category: row.category,
    featured: row.featured,
    tags,
    userRole: row.userRole,
    fileType,
    createdAt: row.createdAt.toISOString(),
  };
}

const experienceView = ({ createdAt: _c, updatedAt: _u, ...row }: repo.ExperienceRow): Experience => row;
const awardView = ({ createdAt: _c, ...row }: repo.AwardRow): Award => row;
const educationView = ({ createdAt: _c, ...row }: repo.EducationRow): Education => row;

/**
 * The full profile of a user: sections, reviews received, a producer's listed projects and stats,
 * follow counts. The e-mail goes to its owner only; others get a masked form for the spot where the
 * screen falls back to the address as a name.
 * @throws NotFoundError for unknown, withdrawn or (for others) unverified accounts.
 */
export async function getProfile(db: Db, id: string, viewer?: SessionUser): Promise<UserProfile> {
  const user = await visibleUser(db, id, viewer);
  const isOwner = viewer?.id === user.id;
  const isProducer = user.userType === "producer";
  const [tags, portfolioRows, experiences, awards, education, reviews, rating, projects, counts, follows, following] = await Promise.all([
    repo.tagsOfUser(db, id),
    repo.portfoliosOf(db, id),
    repo.experiencesOf(db, id),
    repo.awardsOf(db, id),
    repo.educationOf(db, id),
    reviewsOfUser(db, id).limit(PROFILE_REVIEWS_MAX),
    repo.ratingOf(db, id),
    isProducer ? repo.listedProjectsOf(db, id, PROFILE_PROJECTS_MAX) : Promise.resolve([]),
    isProducer ? repo.projectCountsOf(db, id) : Promise.resolve(null),
    repo.followCountsOf(db, id),
    viewer && !isOwner ? repo.isFollowing(db, viewer.id, id) : Promise.resolve(false),
  ]);
  const portfolioTags = await repo.portfolioTagNames(
    db,
    portfolioRows.map((p) => p.id),
  );
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: isOwner ? user.email : null,
    displayEmail: isOwner ? user.email : maskEmail(user.email),
    userType: user.userType,
    profileImageUrl: user.profileImageUrl,
    location: user.location,
    website: user.website,
    bio: user.bio,
    yearsOfExperience: user.yearsOfExperience,
    gender: user.gender as UserProfile["gender"],
    heightCm: user.heightCm,
    playingAgeMin: user.playingAgeMin,
    playingAgeMax: user.playingAgeMax,
    createdAt: user.createdAt.toISOString(),
    isOwner,
    tags: tags.map(({ id: tagId, name, slug }) => ({ id: tagId, name, slug })),
    portfolios: portfolioRows.map((p) => portfolioView(p, portfolioTags.get(p.id) ?? [])),
    experiences: experiences.map(experienceView),
    awards: awards.map(awardView),
    education: education.map(educationView),
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    averageRating: rating.avg,
    totalReviews: rating.total,
    projects: projects.map((p) => ({ ...p, thumbnailUrl: thumbnailUrl(p.imageUrl), createdAt: p.createdAt.toISOString() })),
    projectsTotal: counts?.listed ?? 0,
    stats: counts ? { totalProjects: counts.listed, completedProjects: counts.completed, inProgressProjects: counts.inProgress, avgRating: rating.avg } : null,
    followerCount: follows.followers,
    followingCount: follows.following,
    isFollowing: following,
  };
}

/**
 * Changes the fields sent of the owner's basic, bio and professional information and recomputes the
 * search tokens in the same transaction.
 * @throws NotFoundError, ForbiddenError (not the owner), ValidationError (unknown location, missing upload).
 */
export async function updateProfile(deps: ProfileDeps, viewer: SessionUser, id: string, patch: ProfileUpdate): Promise<UserProfile> {
  const user = await ownedUser(deps.db, id, viewer);
  if (patch.location && patch.location !== user.location && !(await repo.locationExists(deps.db, patch.location))) {
    throw new ValidationError(profileMsg.location, { location: [profileMsg.location] });
  }
  if (patch.discipline && !(DISCIPLINES as readonly string[]).includes(patch.discipline)) {
    throw new ValidationError("분야를 목록에서 선택해주세요.", { discipline: ["분야를 목록에서 선택해주세요."] });
  }
  // Performer details (issue 31): an artist's only; the age range checked on the stored row merged with the change.
  const performerKeys = ["gender", "heightCm", "playingAgeMin", "playingAgeMax"] as const;
  const performerSet = performerKeys.filter((k) => patch[k] != null);
  if (performerSet.length && user.userType !== "artist") {
    throw new ValidationError(profileMsg.performerOnly, Object.fromEntries(performerSet.map((k) => [k, [profileMsg.performerOnly]])));
  }
  throwIssues(
    performerIssues({
      playingAgeMin: patch.playingAgeMin !== undefined ? patch.playingAgeMin : user.playingAgeMin,
      playingAgeMax: patch.playingAgeMax !== undefined ? patch.playingAgeMax : user.playingAgeMax,
    }),
  );
  await inTransaction(deps.db, async (tx) => {
    if (patch.profileImageUrl !== undefined) await uploads.useUploads(tx, id, "profileImageUrl", user.profileImageUrl, patch.profileImageUrl, deps.now());
    await repo.updateUser(tx, id, patch, deps.now());
    await repo.refreshSearchTokens(tx, id);
    await repo.recordProfileUpdated(tx, id, "basics");
  });
  return getProfile(deps.db, id, viewer);
}

/** @throws NotFoundError */
export async function getTags(db: Db, id: string, viewer?: SessionUser): Promise<Tag[]> {
  await visibleUser(db, id, viewer);
  return repo.tagsOfUser(db, id);
}

/**
 * Replaces the owner's specialty tags (1 to 10 existing tags), keeping the tags' usage counts and the
 * user's search tokens right, in one transaction.
 * @throws NotFoundError, ForbiddenError, ValidationError (unknown tag id).
 */
export async function setTags(db: Db, viewer: SessionUser, id: string, tagIds: number[], now: Date = systemClock()): Promise<Tag[]> {
  await ownedUser(db, id, viewer);
  const known = new Set(await repo.existingTagIds(db, tagIds));
  if (tagIds.some((t) => !known.has(t))) throw new ValidationError(profileMsg.tagsUnknown, { tagIds: [profileMsg.tagsUnknown] });
  return inTransaction(db, async (tx) => {
    const before = (await repo.tagsOfUser(tx, id)).map((t) => t.id);
    await repo.replaceUserTags(tx, id, tagIds);
    await tagService.syncUsage(tx, before, tagIds, now);
    await repo.refreshSearchTokens(tx, id);
    await repo.recordProfileUpdated(tx, id, "tags");
    return repo.tagsOfUser(tx, id);
  });
}

/** GET /api/users/{id}/can-contact: guests never; otherwise the one rule in connections. */
export async function canContact(db: Db, viewer: SessionUser | undefined, id: string) {
  return { canContact: viewer ? await canContactRule(db, viewer.id, id) : false };
}

// ---------------------------------------------------------------------------------------------
// Career rows. Creates check the per-user cap under a lock of the user row; edits merge the fields
// sent into the stored row and run the date rules on the result.

async function createCapped<T>(db: Db, viewer: SessionUser, kind: keyof typeof PROFILE_LIMITS, insert: (tx: DbOrTx) => Promise<T>) {
  return inTransaction(db, async (tx) => {
    await repo.lockUser(tx, viewer.id);
    if ((await repo.countOf(tx, kind, viewer.id)) >= PROFILE_LIMITS[kind]) throw new ConflictError(profileMessages.limit[kind]);
    return insert(tx);
  });
}

/** An ongoing entry has no end date. */
const clearEndIfCurrent = <V extends { isCurrent?: boolean; endDate?: string | null }>(v: V): V => (v.isCurrent ? { ...v, endDate: null } : v);

/** @throws ValidationError (date rules), ConflictError (cap) */
export async function createExperience(deps: ProfileDeps, viewer: SessionUser, input: ExperienceFields): Promise<Experience> {
  const values = clearEndIfCurrent(input);
  throwIssues(experienceIssues(values, today(deps)));
  return experienceView(await createCapped(deps.db, viewer, "experiences", (tx) => repo.insertExperience(tx, { ...values, userId: viewer.id })));
}

/** @throws NotFoundError, ForbiddenError, ValidationError */
export async function updateExperience(deps: ProfileDeps, viewer: SessionUser, id: number, patch: Partial<ExperienceFields>): Promise<Experience> {
  const row = ownedRow(await repo.findExperience(deps.db, id), viewer, profileMessages.experienceNotFound);
  const merged = clearEndIfCurrent({ ...row, ...patch });
  throwIssues(experienceIssues(merged, today(deps)));
  return experienceView(await repo.updateExperience(deps.db, id, { ...patch, endDate: merged.endDate }, deps.now()));
}

/** @throws NotFoundError, ForbiddenError */
export async function deleteExperience(db: Db, viewer: SessionUser, id: number) {
  ownedRow(await repo.findExperience(db, id), viewer, profileMessages.experienceNotFound);
  await repo.deleteCareerRow(db, "experiences", id);
}

/** @throws ValidationError (year range), ConflictError (cap) */
export async function createAward(deps: ProfileDeps, viewer: SessionUser, input: AwardFields): Promise<Award> {
  throwIssues(awardIssues(input, today(deps)));
  return awardView(await createCapped(deps.db, viewer, "awards", (tx) => repo.insertAward(tx, { ...input, userId: viewer.id })));
}

/** @throws NotFoundError, ForbiddenError, ValidationError */
export async function updateAward(deps: ProfileDeps, viewer: SessionUser, id: number, patch: Partial<AwardFields>): Promise<Award> {
  const row = ownedRow(await repo.findAward(deps.db, id), viewer, profileMessages.awardNotFound);
  throwIssues(awardIssues({ ...row, ...patch }, today(deps)));
  return awardView(await repo.updateAward(deps.db, id, patch));
}

/** @throws NotFoundError, ForbiddenError */
export async function deleteAward(db: Db, viewer: SessionUser, id: number) {
  ownedRow(await repo.findAward(db, id), viewer, profileMessages.awardNotFound);
  await repo.deleteCareerRow(db, "awards", id);
}

/** @throws ValidationError (date rules), ConflictError (cap) */
export async function createEducation(deps: ProfileDeps, viewer: SessionUser, input: EducationFields): Promise<Education> {
  const values = clearEndIfCurrent(input);
  throwIssues(educationIssues(values, today(deps)));
  return educationView(await createCapped(deps.db, viewer, "education", (tx) => repo.insertEducation(tx, { ...values, userId: viewer.id })));
}

/** @throws NotFoundError, ForbiddenError, ValidationError */
export async function updateEducation(deps: ProfileDeps, viewer: SessionUser, id: number, patch: Partial<EducationFields>): Promise<Education> {
  const row = ownedRow(await repo.findEducation(deps.db, id), viewer, profileMessages.educationNotFound);
  const merged = clearEndIfCurrent({ ...row, ...patch });
  throwIssues(educationIssues(merged, today(deps)));
  return educationView(await repo.updateEducation(deps.db, id, { ...patch, endDate: merged.endDate }));
}

/** @throws NotFoundError, ForbiddenError */
export async function deleteEducation(db: Db, viewer: SessionUser, id: number) {
  ownedRow(await repo.findEducation(db, id), viewer, profileMessages.educationNotFound);
  await repo.deleteCareerRow(db, "education", id);
}

// ---------------------------------------------------------------------------------------------
// Portfolios: the row, its tags (found or created, usage counted) in one transaction.

async function portfolioOut(db: DbOrTx, id: number): Promise<Portfolio> {
  const row = (await repo.findPortfolio(db, id))!;
  const tags = await repo.portfolioTagNames(db, [id]);
  return portfolioView(row, tags.get(id) ?? []);
}

async function setPortfolioTags(tx: DbOrTx, portfolioId: number, names: string[], userId: string, now: Date) {
  const before = await repo.portfolioTagIds(tx, portfolioId);
  const tagIds = (await tagService.getOrCreateMany(tx, names, userId, now)).map((t) => t.id);
  await repo.replacePortfolioTags(tx, portfolioId, tagIds);
  await tagService.syncUsage(tx, before, tagIds, now);
}

/** @throws ValidationError (missing upload), ConflictError (cap) */
export async function createPortfolio(deps: ProfileDeps, viewer: SessionUser, input: PortfolioFields): Promise<Portfolio> {
  const { tags, ...values } = input;
  return createCapped(deps.db, viewer, "portfolios", async (tx) => {
    await uploads.useUploads(tx, viewer.id, "imageUrl", null, input.imageUrl, deps.now());
    const row = await repo.insertPortfolio(tx, { ...values, userId: viewer.id, userRole: viewer.userType });
    await setPortfolioTags(tx, row.id, tags, viewer.id, deps.now());
    return portfolioOut(tx, row.id);
  });
}

/** Changes the fields sent. @throws NotFoundError, ForbiddenError, ValidationError */
export async function updatePortfolio(deps: ProfileDeps, viewer: SessionUser, id: number, patch: Partial<PortfolioFields>): Promise<Portfolio> {
  const row = ownedRow(await repo.findPortfolio(deps.db, id), viewer, profileMessages.portfolioNotFound);
  const { tags, ...values } = patch;
  return inTransaction(deps.db, async (tx) => {
    if (patch.imageUrl !== undefined) await uploads.useUploads(tx, viewer.id, "imageUrl", row.imageUrl, patch.imageUrl, deps.now());
    await repo.updatePortfolio(tx, id, values);
    if (tags) await setPortfolioTags(tx, id, tags, viewer.id, deps.now());
    return portfolioOut(tx, id);
  });
}

/** Removes the item and gives back its tags' usage. @throws NotFoundError, ForbiddenError */
export async function deletePortfolio(db: Db, viewer: SessionUser, id: number, now: Date = systemClock()) {
  const row = ownedRow(await repo.findPortfolio(db, id), viewer, profileMessages.portfolioNotFound);
  await inTransaction(db, async (tx) => {
    await tagService.adjustUsage(tx, await repo.portfolioTagIds(tx, id), -1, now);
    await repo.deletePortfolio(tx, id);
    await uploads.useUploads(tx, viewer.id, "imageUrl", row.imageUrl, null, now);
  });
}

// For other features and the link previews (http/social-meta.ts): this file is the profiles feature's public entry.
export { findUser } from "./repository";
