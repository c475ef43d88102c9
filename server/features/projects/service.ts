import { createHash } from "node:crypto";
import type { ProjectCard, ProjectPage } from "@shared/api-types";
import { parseBudget } from "@shared/budget";
import { displayName } from "@shared/display";
import { projectStatusLabel } from "@shared/labels";
import { RECOMMENDATIONS_LIMIT, REPORT_HIDE_THRESHOLD, type ProjectStatus } from "@shared/constants";
import { projectSearchTokens } from "@shared/search-tokens";
import { thumbnailUrl } from "@shared/uploads";
import {
  dateIssues,
  projectFields,
  projectMsg,
  publishIssues,
  todayInKorea,
  type ProjectFields,
  type ProjectListQuery,
  type RoleInput,
} from "@shared/validators/projects";
import { koreanDate } from "@shared/dates";
import { quoted } from "@shared/josa";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { JsonAnswer } from "../../http/send-json";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { projectStatusMail } from "../../mail/templates";
import { assertStartable } from "../contracts/service";
import { notify } from "../notifications/service";
import { findAccount } from "../people/service";
import { teamRoleOf } from "../production/service";
import { enqueue as enqueueSavedSearchMatching } from "../saved-searches/service";
import * as tagService from "../tags/service";
import { insertReport } from "../trust/service";
import * as uploads from "../uploads/service";
import * as repo from "./repository";
import type { ViewCounter } from "./view-counter";

export const projectMessages = {
  notFound: projectMsg.notFound,
  producerOnly: "프로젝트는 제작자만 등록할 수 있습니다.",
  notOwner: "프로젝트를 등록한 제작자만 수정할 수 있습니다.",
  noAccepted: "승인된 지원자가 있어야 프로젝트를 시작할 수 있습니다.",
  backToDraft: "지원자가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다.",
  backToDraftInvited: "응답을 기다리는 초대가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다. 초대를 먼저 취소해 주세요.",
  sameStatus: "이미 해당 상태입니다.",
  closedEdit: "완료되거나 취소된 프로젝트는 수정할 수 없습니다.",
  unknownRole: "이 프로젝트의 모집 분야가 아닙니다. 새로고침 후 다시 시도해주세요.",
  roleHasApplicants: "지원자가 있는 모집 분야는 삭제할 수 없습니다.",
  headcountBelowAccepted: (n: number) => `이미 승인된 인원(${n}명)보다 모집 인원을 줄일 수 없습니다.`,
  reportOwn: "본인의 프로젝트는 신고할 수 없습니다.",
  completeBeforeStart: (startDate: string) => `프로젝트는 시작일(${koreanDate(startDate)}) 이후에 완료할 수 있습니다. 시작일이 지나면 다시 완료해주세요.`,
} as const;

/** The reason given to applicants still pending when their project starts. */
export const RECRUITMENT_CLOSED = "모집이 마감되었습니다";

/** Allowed status moves (spec: project lifecycle); anything else is a 409. */
export const transitions: Record<ProjectStatus, ProjectStatus[]> = {
  draft: ["published", "cancelled"],
  published: ["draft", "in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/**
 * The producer on a list card. Their login e-mail only to themselves (issue 31: it was shown to every
 * signed-in member); the project page's statement also shows it to the people they share a project with.
 */
function producerView(p: repo.CardRow["producer"], viewer: SessionUser | undefined): ProjectCard["producer"] {
  if (!p) return null;
  if (p.isDeleted) return { id: p.id, firstName: null, lastName: null, email: null, profileImageUrl: null, isDeleted: true };
  // Written out field by field (not a spread): this runs for every card of every list.
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: viewer?.id === p.id ? p.email : null,
    profileImageUrl: p.profileImageUrl,
    isDeleted: p.isDeleted,
  };
}

/**
 * A list card: the row as read (cardsByIds and the other card queries carry tags and counts), built as
 * one object literal of fixed shape: a rest-and-spread copy cost more than the rest of the card.
 */
function toCard(r: repo.CardRow, viewer?: SessionUser): ProjectCard {
  return {
    id: r.id,
    title: r.title,
    budget: r.budget,
    location: r.location,
    startDate: r.startDate,
    endDate: r.endDate,
    deadline: r.deadline,
    status: r.status,
    producerId: r.producerId,
    imageUrl: r.imageUrl,
    conditions: r.conditions,
    viewCount: r.viewCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    producer: producerView(r.producer, viewer),
    thumbnailUrl: thumbnailUrl(r.imageUrl),
    tags: r.tags ?? [],
    applicationCount: r.applicationCount,
    acceptedCount: r.acceptedCount,
    invitationCount: r.invitationCount,
    roleSummary: r.roleSummary ?? null,
  };
}

const toCards = (rows: repo.CardRow[], viewer?: SessionUser) => rows.map((r) => toCard(r, viewer));

/** Search and filter visible projects. */
export async function list(db: Db, q: ProjectListQuery, viewer?: SessionUser): Promise<ProjectPage> {
  const { rows, total, totalCapped, hasMore } = await repo.listProjects(db, q, todayInKorea());
  return { items: toCards(rows, viewer), total, totalCapped, hasMore };
}

export async function listPublic(db: Db, limit: number, sortBy: "popular" | "newest") {
  return toCards(await repo.publicProjects(db, limit, sortBy, todayInKorea()));
}

/** The producer's own projects, drafts included, with dashboard counts. @throws ForbiddenError for artists. */
export async function listMine(db: Db, user: SessionUser) {
  if (user.userType !== "producer") throw new ForbiddenError("제작자만 이용할 수 있습니다.");
  return toCards(await repo.projectsOfProducer(db, user.id), user);
}

/** Open projects recommended to an artist (tags, region, deadline; decision 023). @throws ForbiddenError for producers. */
export async function recommended(db: Db, user: SessionUser): Promise<ProjectCard[]> {
  if (user.userType !== "artist") throw new ForbiddenError("아티스트만 이용할 수 있습니다.");
  const ids = await repo.recommendedFor(db, user.id, todayInKorea(), RECOMMENDATIONS_LIMIT);
  return toCards(await repo.cardsByIds(db, ids), user);
}

export async function listFavorites(db: Db, user: SessionUser) {
  return toCards(await repo.favoritesOf(db, user.id), user);
}

/*
 * The one visibility rule of projects, for every feature that shows or acts on a project: a draft
 * exists only for its owner. Anyone else, signed in or not (`viewerId` undefined), is told 404 with
 * the same message, never 403, so that a draft's existence does not leak.
 */

/** Whether `viewerId` (undefined: a guest) may see `project`. */
export function isVisibleTo(project: { status: ProjectStatus; producerId: string }, viewerId: string | undefined): boolean {
  return project.status !== "draft" || project.producerId === viewerId;
}

/** `project` when `viewerId` may see it. @throws NotFoundError (absent, or another producer's draft) */
export function visibleOr404<P extends { status: ProjectStatus; producerId: string }>(project: P | undefined, viewerId: string | undefined): P {
  if (!project || !isVisibleTo(project, viewerId)) throw new NotFoundError(projectMessages.notFound);
  return project;
}

/**
 * visibleOr404 for the project's own pages: a draft is visible to its owner and to the managers of its
 * production team (issue 27: they prepare it with the owner); anyone else still gets the same 404.
 * @throws NotFoundError
 */
async function visibleWithTeam<P extends { status: ProjectStatus; producerId: string }>(
  db: DbOrTx,
  id: number,
  project: P | undefined,
  viewerId: string | undefined,
) {
  if (project?.status === "draft" && viewerId && project.producerId !== viewerId && (await teamRoleOf(db, id, viewerId)) === "manager") return project;
  return visibleOr404(project, viewerId);
}

/** A project visible to `viewer`: drafts only to their owner and its managers. @throws NotFoundError */
async function visible(db: DbOrTx, id: number, viewer?: SessionUser, lockForEdit = false) {
  return visibleWithTeam(db, id, await repo.findProject(db, id, lockForEdit), viewer?.id);
}

/** Loads a project for a change by its owner. @throws NotFoundError, ForbiddenError */
async function owned(db: DbOrTx, id: number, user: SessionUser, lockForEdit = false) {
  const row = await visible(db, id, user, lockForEdit);
  if (row.producerId !== user.id) throw new ForbiddenError(projectMessages.notOwner);
  return row;
}

/**
 * The project page: project, producer, tags, counts, average rating, roles, and the viewer's own
 * application, invitation and favourite, read and serialised in one statement (repo.projectPage); a view
 * is counted once per viewer per day (not the owner's) by `views`, which writes views in batches; the
 * count sent includes this process's pending ones. The answer is the statement's text with the view
 * count and the thumbnail put in front (decision 048). @throws NotFoundError (unknown, or a draft of a
 * production the viewer is not on).
 */
export async function detail(
  db: Db,
  id: number,
  viewer: SessionUser | undefined,
  viewerFingerprint: string,
  /** Absent after the owner's own change (their views are never counted). */
  views?: ViewCounter,
): Promise<JsonAnswer> {
  const pageViewer: repo.PageViewer = viewer ? { kind: viewer.userType === "artist" ? "artist" : "member", id: viewer.id } : { kind: "visitor" };
  const row = await visibleWithTeam(db, id, await repo.projectPage(db, id, pageViewer), viewer?.id);
  let viewCount = row.viewCount;
  if (views && row.producerId !== viewer?.id) {
    const key = viewer ? `u:${viewer.id}` : `a:${createHash("sha256").update(viewerFingerprint).digest("hex").slice(0, 40)}`;
    viewCount += views.record(id, key, todayInKorea());
  }
  // The body is a JSON object with at least its id: the two keys go in front of its first.
  return JsonAnswer.ofText(`{"viewCount":${viewCount},"thumbnailUrl":${JSON.stringify(thumbnailUrl(row.imageUrl))},${row.body.slice(1)}`);
}

function fieldErrors(issues: Array<{ path: string; message: string }>) {
  const out: Record<string, string[]> = {};
  for (const i of issues) (out[i.path] ??= []).push(i.message);
  return out;
}

function assertValid(issues: Array<{ path: string; message: string }>) {
  if (issues.length) throw new ValidationError(issues[0]!.message, fieldErrors(issues));
}

function columnsOf(f: ProjectFields) {
  const range = parseBudget(f.budget);
  return {
    title: f.title,
    description: f.description,
    budget: f.budget,
    budgetMin: range.min,
    budgetMax: range.max,
    location: f.location,
    requirements: f.requirements,
    imageUrl: f.imageUrl,
    startDate: f.startDate,
    endDate: f.endDate,
    deadline: f.deadline,
    conditions: f.conditions ?? null,
    searchTokens: projectSearchTokens({ title: f.title, description: f.description, tags: f.tags, location: f.location, roles: f.roles }),
  };
}

/**
 * Checks the roles sent against the stored ones (`stored`: the project's roles as its edit read them; none
 * for a new project): an id must be one of the project's roles; a role with
 * applications may not be deleted, nor its headcount cut below the accepted artists.
 * @throws ValidationError (unknown role, headcount), ConflictError (deleting a role with applicants).
 */
async function assertRolesEditable(db: DbOrTx, projectId: number | null, roles: RoleInput[], stored: RoleInput[] = []) {
  const storedIds = new Set(stored.map((r) => r.id!));
  const issues: Array<{ path: string; message: string }> = [];
  roles.forEach((r, i) => {
    if (r.id !== undefined && !storedIds.has(r.id)) issues.push({ path: `roles.${i}.id`, message: projectMessages.unknownRole });
  });
  assertValid(issues);
  if (projectId === null || !stored.length) return;
  const keptIds = new Set(roles.map((r) => r.id));
  const removed = stored.filter((r) => !keptIds.has(r.id)).map((r) => r.id!);
  if ((await repo.rolesWithApplications(db, removed)).length) throw new ConflictError(projectMessages.roleHasApplicants);
  const accepted = await repo.acceptedByRole(db, projectId);
  roles.forEach((r, i) => {
    const n = r.id !== undefined ? (accepted.get(r.id) ?? 0) : 0;
    if (r.headcount < n) issues.push({ path: `roles.${i}.headcount`, message: projectMessages.headcountBelowAccepted(n) });
  });
  assertValid(issues);
}

/** Makes `tags` the project's tags in the caller's transaction and keeps usage counts right. */
async function linkTags(tx: DbOrTx, projectId: number, tags: Array<{ id: number }>, now: Date) {
  const before = await repo.currentTagIds(tx, projectId);
  const after = tags.map((t) => t.id);
  await repo.replaceTags(tx, projectId, after);
  await tagService.syncUsage(tx, before, after, now);
}

/**
 * Creates a project (draft or published) with its tags in one transaction.
 * @throws ForbiddenError for artists; ValidationError for date rules or missing publish fields.
 */
export async function create(db: Db, user: SessionUser, input: ProjectFields, now: Date = systemClock()) {
  if (user.userType !== "producer") throw new ForbiddenError(projectMessages.producerOnly);
  assertValid([...dateIssues(input, todayInKorea(now)), ...(input.status === "published" ? publishIssues(input) : [])]);
  const roles = input.roles ?? [];
  await assertRolesEditable(db, null, roles);
  const id = await inTransaction(db, async (tx) => {
    // Tags are found or created once; their stored names (an existing tag's spelling) go into the tokens.
    await uploads.useUploads(tx, user.id, "imageUrl", null, input.imageUrl, now);
    const tags = await tagService.getOrCreateMany(tx, input.tags, user.id, now);
    const projectId = await repo.insertProject(tx, { ...columnsOf({ ...input, tags: tags.map((t) => t.name) }), status: input.status, producerId: user.id });
    await linkTags(tx, projectId, tags, now);
    await repo.replaceRoles(tx, projectId, roles);
    // Saved searches are matched by the alert job, so publishing never waits for them (decision 023).
    if (input.status === "published") await enqueueSavedSearchMatching(tx, { projectId });
    return projectId;
  });
  return detail(db, id, user, "");
}

/**
 * Full (PUT) or partial (PATCH) edit by the owner. The form's draft/published switch applies only while
 * the project is a draft or published; other statuses change through the status call.
 * @throws NotFoundError, ForbiddenError, ConflictError (closed project, back to draft with applicants), ValidationError.
 */
export async function update(db: Db, user: SessionUser, id: number, patch: Partial<ProjectFields>, now: Date = systemClock()) {
  await inTransaction(db, async (tx) => {
    // Read, checked and written under the project's lock (repo.findProject): two saves at once (two tabs)
    // no longer mix their role lists, and the role and headcount checks see the applications they guard.
    const row = await owned(tx, id, user, true);
    if (row.status === "completed" || row.status === "cancelled") throw new ConflictError(projectMessages.closedEdit);
    // The roles are read locked, once the edit is the owner's (see repo.rolesOf).
    const storedRoles = await repo.rolesOf(tx, id, true);
    const currentTags = ((await repo.tagsOf(tx, [id])).get(id) ?? []).map((t) => t.name);
    const merged = projectFields.parse({
      title: row.title,
      description: row.description,
      budget: row.budget,
      location: row.location,
      requirements: row.requirements,
      imageUrl: row.imageUrl,
      startDate: row.startDate,
      endDate: row.endDate,
      deadline: row.deadline,
      status: row.status === "draft" ? "draft" : "published",
      tags: currentTags,
      roles: storedRoles,
      conditions: row.conditions,
      ...stripUndefined(patch),
    });
    const unchanged = {
      startDate: merged.startDate === row.startDate,
      endDate: merged.endDate === row.endDate,
      deadline: merged.deadline === row.deadline,
    };
    const switchable = row.status === "draft" || row.status === "published";
    const nextStatus = switchable ? merged.status : row.status;
    assertValid([...dateIssues(merged, todayInKorea(now), unchanged), ...(nextStatus !== "draft" ? publishIssues(merged) : [])]);
    if (row.status === "published" && nextStatus === "draft") await assertMayReturnToDraft(tx, id);
    const roles = merged.roles ?? [];
    await assertRolesEditable(tx, id, roles, storedRoles);
    await uploads.useUploads(tx, user.id, "imageUrl", row.imageUrl, merged.imageUrl, now);
    const tags = await tagService.getOrCreateMany(tx, merged.tags, user.id, now);
    await linkTags(tx, id, tags, now);
    await repo.replaceRoles(tx, id, roles);
    await repo.updateProject(tx, id, { ...columnsOf({ ...merged, tags: tags.map((t) => t.name) }), status: nextStatus }, now);
    if (row.status === "draft" && nextStatus === "published") await enqueueSavedSearchMatching(tx, { projectId: id });
  });
  return detail(db, id, user, "");
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Moves a project along its lifecycle. Publishing needs the publish fields; starting needs an accepted
 * artist and every accepted artist's written contract (signed, or recorded as made outside); accepted artists are notified of start, completion and cancellation in the same transaction.
 * @throws NotFoundError, ForbiddenError, ConflictError (transition not allowed), ValidationError.
 */
export async function changeStatus(db: Db, mail: MailDeps, user: SessionUser, id: number, to: ProjectStatus, now: Date = systemClock()) {
  const row = await owned(db, id, user);
  const from = row.status;
  if (from === to) throw new ConflictError(projectMessages.sameStatus);
  if (!transitions[from].includes(to)) {
    throw new ConflictError(`'${projectStatusLabel[from]}' 상태에서 '${projectStatusLabel[to]}' 상태로 변경할 수 없습니다.`);
  }
  if (to === "published") {
    const tags = ((await repo.tagsOf(db, [id])).get(id) ?? []).map((t) => t.name);
    assertValid(publishIssues({ location: row.location, deadline: row.deadline, tags, conditions: row.conditions }));
  }
  if (to === "draft") await assertMayReturnToDraft(db, id);
  // A project completes only once its start date has come (issue 31: one was completed, and credited, months before its shoot).
  if (to === "completed" && row.startDate && row.startDate > todayInKorea(now)) throw new ConflictError(projectMessages.completeBeforeStart(row.startDate));
  if (to === "in_progress" && (await repo.acceptedCount(db, id)) === 0) throw new ConflictError(projectMessages.noAccepted);
  if (to === "in_progress") {
    // Written contracts first (예술인 복지법 제4조의4): signed in the app, or recorded as made outside it.
    await assertStartable(db, id);
  }
  let mailed = false;
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateStatusIf(tx, id, from, to, now)))
      throw new ConflictError("다른 요청으로 상태가 이미 변경되었습니다. 새로고침 후 다시 시도해주세요.");
    if (to === "published") await enqueueSavedSearchMatching(tx, { projectId: id });
    if (to === "in_progress") {
      // Nobody waits for an answer that will not come: recruitment is over once the project starts.
      // Pending invitations stay open on purpose: an invited artist may still join a running project.
      await closeRecruitment(tx, { id, title: row.title }, now);
    }
    if (to === "in_progress" || to === "completed" || to === "cancelled") {
      const artists = await repo.acceptedArtistIds(tx, id);
      const text =
        to === "in_progress"
          ? `참여 중인 프로젝트 ${quoted(row.title, "이/가")} 시작되었습니다.`
          : to === "completed"
            ? `프로젝트 ${quoted(row.title, "이/가")} 완료되었습니다. 함께한 제작자에게 후기를 남겨주세요.`
            : `참여 예정이던 프로젝트 ${quoted(row.title, "이/가")} 취소되었습니다.`;
      for (const a of artists) {
        await notify(tx, { userId: a.artistId, type: "project_update", title: `프로젝트 ${projectStatusLabel[to]}`, message: text, relatedId: String(id) });
        // A cancellation is told by notification only: there is no mail kind for it.
        if (to === "cancelled") continue;
        const account = await findAccount(tx, a.artistId);
        if (account) {
          const queued = await enqueueKindMail(tx, mail, account, "project_status", (unsubscribe) =>
            projectStatusMail({ artistName: displayName(account), projectTitle: row.title, status: to, link: `${mail.appUrl}/projects/${id}` }, unsubscribe),
          );
          mailed ||= queued;
        }
      }
    }
  });
  if (mailed) mail.onMailQueued();
  return detail(db, id, user, "");
}

/**
 * Closes recruitment, in the caller's transaction: the still-pending applications of the project (or of
 * one of its roles, once the role is filled) are rejected with RECRUITMENT_CLOSED and each artist is told.
 */
export async function closeRecruitment(tx: DbOrTx, project: { id: number; title: string }, now: Date, role?: { id: number; name: string }) {
  for (const closed of await repo.rejectPendingApplications(tx, project.id, RECRUITMENT_CLOSED, now, role?.id)) {
    await notify(tx, {
      userId: closed.artistId,
      type: "application_status",
      title: "지원 결과 안내",
      message: role
        ? `'${project.title}' 프로젝트의 '${role.name}' 지원이 거절되었습니다. 사유: ${RECRUITMENT_CLOSED}`
        : `'${project.title}' 프로젝트 지원이 거절되었습니다. 사유: ${RECRUITMENT_CLOSED}`,
      relatedId: String(project.id),
    });
  }
}

/** Adds or removes a favourite. @throws NotFoundError when the project is not visible. */
export async function toggleFavorite(db: Db, user: SessionUser, id: number) {
  await visible(db, id, user);
  if (await repo.isFavorite(db, user.id, id)) {
    await repo.removeFavorite(db, user.id, id);
    return { isFavorite: false };
  }
  await repo.addFavorite(db, user.id, id);
  return { isFavorite: true };
}

/**
 * Reports a project to the operators (issue 24): idempotent per reporter; once REPORT_HIDE_THRESHOLD
 * distinct members reported it, it is hidden from everyone but its producer and staff (hidden_by
 * 'reports', in the report's transaction) until an operator reviews it.
 * @throws NotFoundError (unknown, hidden, another's draft), ValidationError (one's own project).
 */
export async function report(db: Db, user: SessionUser, id: number, reason: string, now: Date) {
  const row = await repo.reportTarget(db, id);
  if (!row || row.hiddenAt || !isVisibleTo(row, user.id)) throw new NotFoundError(projectMessages.notFound);
  if (row.producerId === user.id) throw new ValidationError(projectMessages.reportOwn);
  await inTransaction(db, async (tx) => {
    const { reporters } = await insertReport(tx, { reporterId: user.id, kind: "project", targetId: String(id), reason });
    if (reporters >= REPORT_HIDE_THRESHOLD) await repo.hideByReports(tx, id, now);
  });
  return { reported: true as const };
}

/**
 * A published project goes back to draft only while nobody is waiting on it: no application and no
 * pending invitation (a draft is hidden from the invitee, who could otherwise still accept into it).
 * @throws ConflictError
 */
async function assertMayReturnToDraft(db: DbOrTx, id: number): Promise<void> {
  if ((await repo.applicationCount(db, id)) > 0) throw new ConflictError(projectMessages.backToDraft);
  if ((await repo.pendingInvitationCount(db, id)) > 0) throw new ConflictError(projectMessages.backToDraftInvited);
}

// For other features: this file is the projects feature's public entry (eslint.config.js boundaries).
export { acceptedArtistIds, findProject, tagsOf } from "./repository";
