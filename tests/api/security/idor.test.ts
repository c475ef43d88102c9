import { randomUUID } from "node:crypto";
import { eq, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  awards,
  communityComments,
  communityPosts,
  contracts,
  contractTerminationRequests,
  education,
  experiences,
  invitations,
  mailOptOuts,
  messages,
  notifications,
  portfolios,
  projectFavorites,
  reviews,
  savedSearches,
  users,
} from "@shared/schema/index";
import { insertComment, insertPost } from "../../factories/community";
import { insertContract, insertSignedContract } from "../../factories/contracts";
import { insertAward, insertEducation, insertExperience, insertPortfolio } from "../../factories/profiles";
import { dayFromToday, findOrCreateTags, insertApplication, insertInvitation, insertProject, insertReview } from "../../factories/projects";
import { insertSavedSearch } from "../../factories/saved-searches";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";
import { type Actor, changedTables, fingerprint, loggedIn, type Method, send } from "./helpers";

/*
 * IDOR checks (issue 11): two unrelated members (an artist and a producer) use the ids of another artist's
 * and another producer's rows. Every write must be refused and leave every table as it was; every read
 * must answer only the caller's own data: the victims' private rows (cover letters, messages, invitations,
 * notifications, drafts; not the public profile) carry SECRET, which no answer to an attacker may contain. The victims' own rows are also compared before and after every call.
 */

const t = await createTestApp();
const SECRET = `비밀-${randomUUID().slice(0, 8)}`;

interface World {
  attackerArtist: Actor;
  attackerProducer: Actor;
  victimArtist: Actor;
  victimProducer: Actor;
  project: Awaited<ReturnType<typeof insertProject>>;
  draft: Awaited<ReturnType<typeof insertProject>>;
  completed: Awaited<ReturnType<typeof insertProject>>;
  application: { id: number };
  invitation: { id: number };
  message: { id: number };
  invitationMessage: { id: number };
  notification: { id: number };
  portfolio: { id: number };
  experience: { id: number };
  award: { id: number };
  education: { id: number };
  post: { id: number };
  comment: { id: number };
  /** A contract the victim producer sent to the victim artist, on a project of its own. */
  contract: { id: number; projectId: number; documentHash: string };
  /** A contract both victims signed, with the victim artist's pending request to end it (issue 30). */
  signedContract: { id: number };
  savedSearch: { id: number };
  tagId: number;
}

interface Case {
  name: string;
  as: "attackerArtist" | "attackerProducer" | "victimProducer";
  method: Method;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** The status the attacker gets. */
  status: number;
  /** Extra checks of a successful answer (reads, writes that must land on the caller's own rows). */
  then?: (res: { body: unknown; text: string }, w: World) => Promise<void> | void;
}

const contractTerms = {
  template: "art",
  title: "탈취한 계약",
  workContent: "작업",
  place: "서울",
  startDate: null,
  endDate: null,
  fee: 1_000_000,
  paymentType: "lump_sum",
  paymentDate: dayFromToday(30),
  depositAmount: null,
  depositDate: null,
  balanceDate: null,
  revenueSharing: "",
  copyright: "",
  credit: "",
  specialTerms: "",
};
const cover = `${SECRET} 안녕하세요. 이 프로젝트에 꼭 참여하고 싶어 지원합니다. 설치미술 작업을 10년째 하고 있습니다.`;

const cases: Case[] = [
  // applications: change, delete, answer, read
  {
    name: "edit another artist's cover letter",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/applications/${w.application.id}`,
    body: () => ({ coverLetter: `${cover} 바꿈` }),
    status: 403,
  },
  { name: "withdraw another artist's application", as: "attackerArtist", method: "DELETE", path: (w) => `/api/applications/${w.application.id}`, status: 403 },
  {
    name: "accept an application to another producer's project",
    as: "attackerProducer",
    method: "PATCH",
    path: (w) => `/api/applications/${w.application.id}/status`,
    body: () => ({ status: "accepted" }),
    status: 403,
  },
  {
    name: "reject an application as an artist",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/applications/${w.application.id}/status`,
    body: () => ({ status: "rejected", reason: "아니요" }),
    status: 403,
  },
  {
    name: "read another producer's accepted artists",
    as: "attackerProducer",
    method: "GET",
    path: (w) => `/api/projects/${w.project.id}/accepted-artists`,
    status: 403,
  },
  { name: "read my applications (artist)", as: "attackerArtist", method: "GET", path: () => "/api/applications/my", status: 200 },
  { name: "read applications to my projects (producer)", as: "attackerProducer", method: "GET", path: () => "/api/my-applications", status: 200 },
  { name: "read dashboard stats", as: "attackerProducer", method: "GET", path: () => "/api/dashboard/stats", status: 200 },

  // invitations: answer, cancel, read
  {
    name: "accept an invitation sent to another artist",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/invitations/${w.invitation.id}/respond`,
    body: () => ({ status: "accepted" }),
    status: 403,
  },
  {
    name: "decline an invitation sent to another artist",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/invitations/${w.invitation.id}`,
    body: () => ({ status: "declined", rejectionCategory: "schedule" }),
    status: 403,
  },
  {
    name: "cancel another producer's invitation",
    as: "attackerProducer",
    method: "PATCH",
    path: (w) => `/api/invitations/${w.invitation.id}/cancel`,
    body: () => ({ reason: "취소" }),
    status: 403,
  },
  {
    name: "cancel an invitation as its artist's rival",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/invitations/${w.invitation.id}/cancel`,
    body: () => ({ reason: "취소" }),
    status: 403,
  },
  {
    name: "invite to another producer's project",
    as: "attackerProducer",
    method: "POST",
    path: () => "/api/invitations",
    body: (w) => ({ projectId: w.project.id, artistId: w.victimArtist.user!.id }),
    status: 403,
  },
  { name: "read received invitations", as: "attackerArtist", method: "GET", path: () => "/api/invitations/received", status: 200 },
  { name: "read sent invitations", as: "attackerProducer", method: "GET", path: () => "/api/invitations/sent", status: 200 },
  {
    name: "read my invitation history with the victim artist",
    as: "attackerProducer",
    method: "GET",
    path: (w) => `/api/invitations/artist-history/${w.victimArtist.user!.id}`,
    status: 200,
  },

  // messages and conversations: mark-read, answer, report, read
  { name: "mark another user's message read", as: "attackerArtist", method: "PATCH", path: (w) => `/api/messages/${w.message.id}/read`, status: 403 },
  { name: "mark a sent message read as its sender", as: "victimProducer", method: "PATCH", path: (w) => `/api/messages/${w.message.id}/read`, status: 403 },
  {
    name: "answer an invitation message sent to another artist",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/messages/${w.invitationMessage.id}`,
    body: () => ({ invitationStatus: "accepted" }),
    status: 403,
  },
  {
    name: "report a message of a conversation one is not in",
    as: "attackerArtist",
    method: "POST",
    path: () => "/api/reports",
    body: (w) => ({ kind: "message", targetId: String(w.message.id), reason: "신고" }),
    status: 403,
  },
  { name: "read the thread with the victim artist", as: "attackerArtist", method: "GET", path: (w) => `/api/messages/${w.victimArtist.user!.id}`, status: 200 },
  {
    name: "read the thread with the victim producer",
    as: "attackerProducer",
    method: "GET",
    path: (w) => `/api/messages/${w.victimProducer.user!.id}`,
    status: 200,
  },
  { name: "read the conversation list", as: "attackerArtist", method: "GET", path: () => "/api/conversations", status: 200 },
  {
    name: "read the context of the victims' conversation",
    as: "attackerArtist",
    method: "GET",
    path: (w) => `/api/conversations/${w.victimProducer.user!.id}/context`,
    status: 200,
  },
  {
    name: "read the unread count",
    as: "attackerArtist",
    method: "GET",
    path: () => "/api/messages/unread-count",
    status: 200,
    then: (res) => expect(res.body).toEqual({ count: 0 }),
  },

  // notifications: mark-read, delete, mark-all-read, read
  {
    name: "mark another user's notification read",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/notifications/${w.notification.id}/read`,
    status: 403,
  },
  { name: "delete another user's notification", as: "attackerProducer", method: "DELETE", path: (w) => `/api/notifications/${w.notification.id}`, status: 403 },
  { name: "mark all read (only the caller's)", as: "attackerArtist", method: "PATCH", path: () => "/api/notifications/mark-all-read", status: 200 },
  { name: "read notifications", as: "attackerArtist", method: "GET", path: () => "/api/notifications", status: 200 },

  // portfolios, experiences, awards, education, profile
  {
    name: "edit another user's portfolio",
    as: "attackerArtist",
    method: "PUT",
    path: (w) => `/api/portfolios/${w.portfolio.id}`,
    body: () => ({ title: "탈취" }),
    status: 403,
  },
  { name: "delete another user's portfolio", as: "attackerProducer", method: "DELETE", path: (w) => `/api/portfolios/${w.portfolio.id}`, status: 403 },
  {
    name: "edit another user's experience",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/experiences/${w.experience.id}`,
    body: () => ({ title: "탈취" }),
    status: 403,
  },
  { name: "delete another user's experience", as: "attackerArtist", method: "DELETE", path: (w) => `/api/experiences/${w.experience.id}`, status: 403 },
  {
    name: "edit another user's award",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/awards/${w.award.id}`,
    body: () => ({ title: "탈취" }),
    status: 403,
  },
  { name: "delete another user's award", as: "attackerProducer", method: "DELETE", path: (w) => `/api/awards/${w.award.id}`, status: 403 },
  {
    name: "edit another user's education",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/education/${w.education.id}`,
    body: () => ({ degree: "탈취" }),
    status: 403,
  },
  { name: "delete another user's education", as: "attackerArtist", method: "DELETE", path: (w) => `/api/education/${w.education.id}`, status: 403 },
  {
    name: "edit another user's profile",
    as: "attackerArtist",
    method: "PUT",
    path: (w) => `/api/users/${w.victimArtist.user!.id}`,
    body: () => ({ bio: "남의 소개를 바꾸려는 시도입니다" }),
    status: 403,
  },
  {
    name: "replace another user's specialty tags",
    as: "attackerArtist",
    method: "PUT",
    path: (w) => `/api/users/${w.victimArtist.user!.id}/tags`,
    body: (w) => ({ tagIds: [w.tagId] }),
    status: 403,
  },
  {
    name: "create a portfolio naming another user as owner (the row is the caller's)",
    as: "attackerArtist",
    method: "POST",
    path: () => "/api/portfolios",
    body: (w) => ({ title: "새 작품", userId: w.victimArtist.user!.id }),
    status: 201,
    then: (res, w) => expect((res.body as { userId: string }).userId).toBe(w.attackerArtist.user!.id),
  },
  {
    name: "create an experience naming another user as owner (the row is the caller's)",
    as: "attackerArtist",
    method: "POST",
    path: () => "/api/experiences",
    body: (w) => ({ title: "개인전", startDate: "2020-03-01", userId: w.victimArtist.user!.id }),
    status: 201,
    then: (res, w) => expect((res.body as { userId: string }).userId).toBe(w.attackerArtist.user!.id),
  },
  {
    name: "read another user's profile (no e-mail)",
    as: "attackerArtist",
    method: "GET",
    path: (w) => `/api/users/${w.victimArtist.user!.id}`,
    status: 200,
    then: (res, w) => {
      expect((res.body as { email: unknown }).email).toBeNull();
      expect(res.text).not.toContain(w.victimArtist.user!.email);
    },
  },

  // posts and comments
  {
    name: "edit another user's post",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/community/posts/${w.post.id}`,
    body: () => ({ content: "탈취" }),
    status: 403,
  },
  { name: "delete another user's post", as: "attackerProducer", method: "DELETE", path: (w) => `/api/community/posts/${w.post.id}`, status: 403 },
  {
    name: "edit another user's comment",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/community/comments/${w.comment.id}`,
    body: () => ({ content: "탈취" }),
    status: 403,
  },
  { name: "delete another user's comment", as: "attackerProducer", method: "DELETE", path: (w) => `/api/community/comments/${w.comment.id}`, status: 403 },

  // reviews
  {
    name: "review an artist of a project one was not part of (artist)",
    as: "attackerArtist",
    method: "POST",
    path: () => "/api/reviews",
    body: (w) => ({ projectId: w.completed.id, revieweeId: w.victimProducer.user!.id, rating: 1, comment: "별로였습니다 정말로요" }),
    status: 403,
  },
  {
    name: "review an artist of another producer's project",
    as: "attackerProducer",
    method: "POST",
    path: () => "/api/reviews",
    body: (w) => ({ projectId: w.completed.id, revieweeId: w.victimArtist.user!.id, rating: 1, comment: "별로였습니다 정말로요" }),
    status: 403,
  },
  {
    name: "read the review progress of another producer's project",
    as: "attackerProducer",
    method: "GET",
    path: (w) => `/api/projects/${w.completed.id}/reviews-completed`,
    status: 403,
  },

  // projects
  {
    name: "replace another producer's project",
    as: "attackerProducer",
    method: "PUT",
    path: (w) => `/api/projects/${w.project.id}`,
    body: () => ({ title: "탈취", description: "탈취", status: "draft" }),
    status: 403,
  },
  {
    name: "edit another producer's project",
    as: "attackerProducer",
    method: "PATCH",
    path: (w) => `/api/projects/${w.project.id}`,
    body: () => ({ title: "탈취" }),
    status: 403,
  },
  {
    name: "cancel another producer's project",
    as: "attackerProducer",
    method: "PATCH",
    path: (w) => `/api/projects/${w.project.id}/status`,
    body: () => ({ status: "cancelled" }),
    status: 403,
  },
  { name: "read another producer's draft", as: "attackerProducer", method: "GET", path: (w) => `/api/projects/${w.draft.id}`, status: 404 },
  {
    name: "edit another producer's draft",
    as: "attackerProducer",
    method: "PATCH",
    path: (w) => `/api/projects/${w.draft.id}`,
    body: () => ({ title: "탈취" }),
    status: 404,
  },
  { name: "favourite another producer's draft", as: "attackerArtist", method: "POST", path: (w) => `/api/projects/${w.draft.id}/favorite`, status: 404 },
  { name: "read my projects (producer)", as: "attackerProducer", method: "GET", path: () => "/api/my-projects", status: 200 },

  // written contracts: read, download, edit, send, sign, decline, draft, gate
  { name: "read a contract between two other users", as: "attackerArtist", method: "GET", path: (w) => `/api/contracts/${w.contract.id}`, status: 403 },
  { name: "read another producer's contract", as: "attackerProducer", method: "GET", path: (w) => `/api/contracts/${w.contract.id}`, status: 403 },
  { name: "download the PDF of another user's contract", as: "attackerArtist", method: "GET", path: (w) => `/api/contracts/${w.contract.id}/pdf`, status: 403 },
  {
    name: "edit another producer's contract",
    as: "attackerProducer",
    method: "PUT",
    path: (w) => `/api/contracts/${w.contract.id}`,
    body: () => contractTerms,
    status: 403,
  },
  { name: "send another producer's contract", as: "attackerProducer", method: "POST", path: (w) => `/api/contracts/${w.contract.id}/send`, status: 403 },
  {
    name: "sign a contract sent to another artist",
    as: "attackerArtist",
    method: "POST",
    path: (w) => `/api/contracts/${w.contract.id}/sign`,
    body: (w) => ({ fullName: "가로채기", consent: true, documentHash: w.contract.documentHash }),
    status: 403,
  },
  {
    name: "decline a contract sent to another artist",
    as: "attackerArtist",
    method: "POST",
    path: (w) => `/api/contracts/${w.contract.id}/decline`,
    body: () => ({ reason: "거절합니다" }),
    status: 403,
  },
  {
    name: "draft a contract on another producer's project",
    as: "attackerProducer",
    method: "POST",
    path: (w) => `/api/projects/${w.contract.projectId}/contracts`,
    body: (w) => ({ artistId: w.victimArtist.user!.id }),
    status: 403,
  },
  {
    name: "read the contracts of another producer's project",
    as: "attackerProducer",
    method: "GET",
    path: (w) => `/api/projects/${w.contract.projectId}/contracts`,
    status: 403,
  },
  {
    name: "record offline contracts for another producer's project",
    as: "attackerProducer",
    method: "PUT",
    path: (w) => `/api/projects/${w.contract.projectId}/contracts/offline`,
    body: () => ({ note: "종이 계약서로 체결했습니다" }),
    status: 403,
  },
  { name: "read my contracts", as: "attackerArtist", method: "GET", path: () => "/api/my-contracts", status: 200, then: (res) => expect(res.body).toEqual([]) },
  // signed contracts (issue 30): amend, ask to end, answer or withdraw another's request
  {
    name: "start an amendment of another producer's signed contract",
    as: "attackerProducer",
    method: "POST",
    path: (w) => `/api/contracts/${w.signedContract.id}/amendments`,
    status: 403,
  },
  {
    name: "ask to end a contract two other users signed",
    as: "attackerArtist",
    method: "POST",
    path: (w) => `/api/contracts/${w.signedContract.id}/termination`,
    body: () => ({ reason: "해지합니다" }),
    status: 403,
  },
  {
    name: "accept a request to end another producer's contract",
    as: "attackerProducer",
    method: "POST",
    path: (w) => `/api/contracts/${w.signedContract.id}/termination/accept`,
    status: 403,
  },
  {
    name: "decline a request to end another producer's contract",
    as: "attackerProducer",
    method: "POST",
    path: (w) => `/api/contracts/${w.signedContract.id}/termination/decline`,
    body: () => ({ note: "거절" }),
    status: 403,
  },
  {
    name: "withdraw another artist's request to end a contract",
    as: "attackerArtist",
    method: "DELETE",
    path: (w) => `/api/contracts/${w.signedContract.id}/termination`,
    status: 403,
  },

  // saved searches: only their owner knows they exist
  {
    name: "pause another user's saved search",
    as: "attackerArtist",
    method: "PATCH",
    path: (w) => `/api/saved-searches/${w.savedSearch.id}`,
    body: () => ({ paused: true }),
    status: 404,
  },
  { name: "delete another user's saved search", as: "attackerProducer", method: "DELETE", path: (w) => `/api/saved-searches/${w.savedSearch.id}`, status: 404 },
  {
    name: "read my saved searches",
    as: "attackerArtist",
    method: "GET",
    path: () => "/api/saved-searches",
    status: 200,
    then: (res) => expect(res.body).toEqual([]),
  },

  // saved data: favourites, mail preferences, account
  {
    name: "read my favourites",
    as: "attackerArtist",
    method: "GET",
    path: () => "/api/my-favorites",
    status: 200,
    then: (res) => expect(res.body).toEqual([]),
  },
  {
    name: "read mail preferences (the caller's, not the victim's opt-out)",
    as: "attackerArtist",
    method: "GET",
    path: () => "/api/account/mail-preferences",
    status: 200,
    then: (res) => expect(JSON.stringify(res.body)).toMatch(/"review":true/),
  },
  {
    name: "change mail preferences (only the caller's)",
    as: "attackerArtist",
    method: "PUT",
    path: () => "/api/account/mail-preferences",
    body: () => ({ preferences: { invitation: false } }),
    status: 200,
  },
  { name: "read the signed-in user", as: "attackerArtist", method: "GET", path: () => "/api/auth/user", status: 200 },
];

let w: World;

beforeAll(async () => {
  const victimArtist = await insertUser(t.db, { userType: "artist" });
  const victimProducer = await insertUser(t.db, { userType: "producer" });
  const [tag] = await findOrCreateTags(t.db, ["무용"]);
  const project = await insertProject(t.db, { producerId: victimProducer.id, tags: ["전시"] });
  const draft = await insertProject(t.db, { producerId: victimProducer.id, status: "draft", title: SECRET });
  const completed = await insertProject(t.db, {
    producerId: victimProducer.id,
    status: "completed",
    startDate: dayFromToday(-30),
    endDate: dayFromToday(-1),
    deadline: dayFromToday(-40),
  });
  const invitedTo = await insertProject(t.db, { producerId: victimProducer.id, tags: ["전시"] });
  const application = await insertApplication(t.db, { projectId: project.id, artistId: victimArtist.id, coverLetter: cover });
  await insertApplication(t.db, { projectId: completed.id, artistId: victimArtist.id, status: "accepted", coverLetter: cover });
  await insertReview(t.db, { projectId: completed.id, reviewerId: victimProducer.id, revieweeId: victimArtist.id, rating: 5 });
  const invitation = await insertInvitation(t.db, { projectId: invitedTo.id, producerId: victimProducer.id, artistId: victimArtist.id });
  await t.db.update(invitations).set({ message: SECRET }).where(eq(invitations.id, invitation.id));
  const [message] = await t.db
    .insert(messages)
    .values({ senderId: victimProducer.id, receiverId: victimArtist.id, content: SECRET, projectId: project.id })
    .returning();
  const [invitationMessage] = await t.db
    .insert(messages)
    .values({
      senderId: victimProducer.id,
      receiverId: victimArtist.id,
      content: SECRET,
      projectId: invitedTo.id,
      messageType: "invitation",
      invitationStatus: "pending",
    })
    .returning();
  const [notification] = await t.db.insert(notifications).values({ userId: victimArtist.id, title: SECRET, message: SECRET, type: "system" }).returning();
  await t.db.insert(notifications).values({ userId: victimProducer.id, title: SECRET, message: SECRET, type: "application" });
  await t.db.insert(projectFavorites).values({ userId: victimArtist.id, projectId: project.id });
  await t.db.insert(mailOptOuts).values({ userId: victimArtist.id, kind: "review" });
  const post = await insertPost(t.db, victimArtist.id);
  const contractProject = await insertProject(t.db, { producerId: victimProducer.id, budget: "300만원", location: "서울" });
  const contract = await insertContract(t.db, { projectId: contractProject.id, producerId: victimProducer.id, artistId: victimArtist.id, status: "sent" });
  const signedProject = await insertProject(t.db, { producerId: victimProducer.id, budget: "300만원", location: "서울" });
  const signedContract = await insertSignedContract(t.db, { projectId: signedProject.id, producerId: victimProducer.id, artistId: victimArtist.id });
  await t.db
    .insert(contractTerminationRequests)
    .values({ contractId: signedContract.id, requestedBy: victimArtist.id, requesterRole: "artist", reason: "일정 변경" });
  const savedSearch = await insertSavedSearch(t.db, victimArtist, { name: SECRET.slice(0, 20), query: { search: SECRET } });
  w = {
    attackerArtist: await loggedIn(t, await insertUser(t.db, { userType: "artist" })),
    attackerProducer: await loggedIn(t, await insertUser(t.db, { userType: "producer" })),
    victimArtist: await loggedIn(t, victimArtist),
    victimProducer: await loggedIn(t, victimProducer),
    project,
    draft,
    completed,
    application,
    invitation,
    message: message!,
    invitationMessage: invitationMessage!,
    notification: notification!,
    portfolio: await insertPortfolio(t.db, { userId: victimArtist.id }),
    experience: await insertExperience(t.db, { userId: victimArtist.id }),
    award: await insertAward(t.db, { userId: victimArtist.id }),
    education: await insertEducation(t.db, { userId: victimArtist.id }),
    post,
    comment: await insertComment(t.db, post.id, victimArtist.id),
    contract,
    signedContract,
    savedSearch,
    tagId: tag!.id,
  };
});

/** Every row that belongs to one of the two victims, in a stable form. */
async function victimRows() {
  const a = w.victimArtist.user!.id;
  const p = w.victimProducer.user!.id;
  return JSON.stringify(
    await Promise.all([
      t.db
        .select()
        .from(users)
        .where(or(eq(users.id, a), eq(users.id, p)))
        .orderBy(users.id),
      t.db.select().from(applications).where(eq(applications.artistId, a)).orderBy(applications.id),
      t.db.select().from(invitations).where(eq(invitations.artistId, a)).orderBy(invitations.id),
      t.db.select().from(messages).where(eq(messages.receiverId, a)).orderBy(messages.id),
      t.db
        .select()
        .from(notifications)
        .where(or(eq(notifications.userId, a), eq(notifications.userId, p)))
        .orderBy(notifications.id),
      t.db.select().from(portfolios).where(eq(portfolios.userId, a)).orderBy(portfolios.id),
      t.db.select().from(experiences).where(eq(experiences.userId, a)).orderBy(experiences.id),
      t.db.select().from(awards).where(eq(awards.userId, a)).orderBy(awards.id),
      t.db.select().from(education).where(eq(education.userId, a)).orderBy(education.id),
      t.db.select().from(communityPosts).where(eq(communityPosts.authorId, a)).orderBy(communityPosts.id),
      t.db.select().from(communityComments).where(eq(communityComments.authorId, a)).orderBy(communityComments.id),
      t.db.select().from(reviews).where(eq(reviews.revieweeId, a)).orderBy(reviews.id),
      t.db.select().from(projectFavorites).where(eq(projectFavorites.userId, a)),
      t.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, a)),
      t.db.select().from(contracts).where(eq(contracts.artistId, a)).orderBy(contracts.id),
      t.db.select().from(contractTerminationRequests).where(eq(contractTerminationRequests.requestedBy, a)).orderBy(contractTerminationRequests.id),
      t.db.select().from(savedSearches).where(eq(savedSearches.userId, a)).orderBy(savedSearches.id),
    ]),
  );
}

describe("IDOR: other users' ids", () => {
  for (const c of cases) {
    it(`when ${c.as} tries to ${c.name}, then ${c.status}${c.status >= 400 ? " and no row changes" : ", and the answer holds none of the victims' data"}`, async () => {
      const before = await fingerprint(t);
      const victimBefore = await victimRows();
      const res = await send(t, w[c.as], c.method, c.path(w), c.body?.(w));
      expect(res.status, res.text).toBe(c.status);
      expect(await victimRows()).toBe(victimBefore);
      if (c.status >= 400) {
        expect(typeof res.body.message).toBe("string");
        expect(changedTables(before, await fingerprint(t))).toEqual([]);
      } else {
        expect(res.text).not.toContain(SECRET);
        await c.then?.(res, w);
      }
    });
  }

  it("counts its checks", () => {
    expect(cases.length).toBe(IDOR_CHECKS);
  });
});

/** The closing note of issue 11 quotes this number. */
const IDOR_CHECKS = 79;
