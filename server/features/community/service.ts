import { createHash } from "node:crypto";
import type {
  CommunityAuthor,
  CommunityComment,
  CommunityPost,
  CommunityPostPage,
  CommunityTagCount,
  FollowState,
  LikeToggle,
  ReportResult,
} from "@shared/api-types";
import { REPORT_HIDE_THRESHOLD, type PostType } from "@shared/constants";
import { displayName } from "@shared/display";
import { postSearchTokens } from "@shared/search-tokens";
import { thumbnailUrl } from "@shared/uploads";
import { communityMsg, type PostCreate, type PostListQuery, type PostUpdate } from "@shared/validators/community";
import { todayInKorea } from "@shared/validators/projects";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import type { Logger } from "../../logger";
import type { UploadStorage } from "../../storage/storage";
import { notify } from "../notifications/service";
import * as tagService from "../tags/service";
import * as trust from "../trust/service";
import * as uploads from "../uploads/service";
import * as repo from "./repository";

export const communityErrors = {
  postNotFound: communityMsg.postNotFound,
  commentNotFound: communityMsg.commentNotFound,
  notPostOwner: "본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다.",
  notCommentOwner: "본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.",
  parentOtherPost: "같은 게시글의 댓글에만 답글을 달 수 있습니다.",
  parentDeleted: "삭제된 댓글에는 답글을 달 수 없습니다.",
  commentDeleted: "삭제된 댓글입니다",
  reportOwnPost: "본인의 게시글은 신고할 수 없습니다.",
  reportOwnComment: "본인의 댓글은 신고할 수 없습니다.",
  followingNeedsLogin: "팔로우한 사용자의 글을 보려면 로그인해주세요.",
  userNotFound: "사용자를 찾을 수 없습니다.",
  followSelf: "자기 자신은 팔로우할 수 없습니다.",
  followBlocked: "차단했거나 차단된 사용자는 팔로우할 수 없습니다.",
} as const;

type Author = Pick<CommunityAuthor, "id" | "firstName" | "lastName" | "profileImageUrl" | "userType" | "isDeleted">;

/** A withdrawn account keeps its id and type but shows no name or photo (decision 004). */
function authorView(a: Author): CommunityAuthor {
  if (a.isDeleted) return { id: a.id, firstName: null, lastName: null, profileImageUrl: null, userType: a.userType, isDeleted: true };
  return { id: a.id, firstName: a.firstName, lastName: a.lastName, profileImageUrl: a.profileImageUrl, userType: a.userType, isDeleted: false };
}

function postView(r: repo.PostWithAuthor, viewer: SessionUser | undefined): CommunityPost {
  return {
    id: r.id,
    content: r.content,
    postType: r.postType as PostType,
    tags: r.tags ?? [],
    imageUrl: r.imageUrl,
    thumbnailUrl: thumbnailUrl(r.imageUrl),
    author: authorView(r.author),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    likeCount: r.likeCount,
    commentCount: r.commentCount,
    viewCount: r.viewCount,
    isLiked: Boolean(r.isLiked),
    isOwner: viewer?.id === r.authorId,
  };
}

/** What the viewer must not see besides hidden posts: what they reported and people blocked either way. */
async function exclusionsFor(db: DbOrTx, viewer: SessionUser | undefined): Promise<repo.Exclusions & { reportedCommentIds: Set<number> }> {
  if (!viewer) return { reportedIds: [], blockedUserIds: [], reportedCommentIds: new Set() };
  const { posts, comments, blocked } = await trust.communityExclusionsOf(db, viewer.id);
  return { reportedIds: posts.map(Number).filter(Number.isSafeInteger), blockedUserIds: blocked, reportedCommentIds: new Set(comments.map(Number)) };
}

/**
 * A post the viewer may see: not hidden by reports, not reported by the viewer, author not blocked
 * either way. @throws NotFoundError
 */
async function visiblePost(db: DbOrTx, id: number, viewer: SessionUser | undefined) {
  const row = await repo.findPost(db, id);
  if (!row || row.hiddenAt) throw new NotFoundError(communityErrors.postNotFound);
  if (viewer && viewer.id !== row.authorId) {
    const ex = await exclusionsFor(db, viewer);
    if (ex.reportedIds.includes(id) || ex.blockedUserIds.includes(row.authorId)) throw new NotFoundError(communityErrors.postNotFound);
  }
  return row;
}

/** The author's own post, hidden or not. @throws NotFoundError, ForbiddenError */
async function ownPost(db: DbOrTx, id: number, user: SessionUser) {
  const row = await repo.findPost(db, id);
  if (!row) throw new NotFoundError(communityErrors.postNotFound);
  if (row.authorId !== user.id) {
    if (row.hiddenAt) throw new NotFoundError(communityErrors.postNotFound);
    throw new ForbiddenError(communityErrors.notPostOwner);
  }
  return row;
}

async function postsFor(db: DbOrTx, ids: number[], viewer: SessionUser | undefined) {
  return (await repo.postsByIds(db, ids, viewer?.id)).map((r) => postView(r, viewer));
}

async function onePost(db: DbOrTx, id: number, viewer: SessionUser | undefined) {
  const [post] = await postsFor(db, [id], viewer);
  if (!post) throw new NotFoundError(communityErrors.postNotFound);
  return post;
}

/**
 * The feed: filters, search, tags, the viewer's follows; hidden, reported and blocked posts left out.
 * @throws UnauthorizedError when a visitor asks for the 'following' filter.
 */
export async function listPosts(db: Db, q: PostListQuery, viewer: SessionUser | undefined): Promise<CommunityPostPage> {
  if (q.following && !viewer) throw new UnauthorizedError(communityErrors.followingNeedsLogin);
  const ex = await exclusionsFor(db, viewer);
  const { rows, total, totalCapped, hasMore } = await repo.listPosts(db, q, ex, viewer?.id);
  return { items: rows.map((r) => postView(r, viewer)), total, totalCapped, hasMore };
}

/**
 * One post. Counts one view per viewer per day (a signed-in user by id, a visitor by a hash of
 * address and browser), not the author's own. @throws NotFoundError (unknown, hidden, reported, blocked).
 */
export async function postDetail(db: Db, id: number, viewer: SessionUser | undefined, viewerFingerprint: string, now: Date): Promise<CommunityPost> {
  const row = await visiblePost(db, id, viewer);
  if (row.authorId !== viewer?.id) {
    const key = viewer ? `u:${viewer.id}` : `a:${createHash("sha256").update(viewerFingerprint).digest("hex").slice(0, 40)}`;
    await inTransaction(db, (tx) => repo.recordPostView(tx, id, key, todayInKorea(now)));
  }
  return onePost(db, id, viewer);
}

/** The trending card: decayed recent likes and comments (decision 009), as of `now`. */
export async function trendingPosts(db: Db, viewer: SessionUser | undefined, now: Date): Promise<CommunityPost[]> {
  const ex = await exclusionsFor(db, viewer);
  return postsFor(db, await repo.trendingPostIds(db, ex, now), viewer);
}

export async function popularTags(db: Db, limit: number): Promise<CommunityTagCount[]> {
  return repo.popularPostTags(db, limit);
}

/** Links `tags` to the post in the caller's transaction and keeps their usage counts right. */
async function linkTags(tx: DbOrTx, postId: number, before: number[], tags: Array<{ id: number }>, now: Date) {
  const after = tags.map((t) => t.id);
  await repo.replacePostTags(tx, postId, after);
  await tagService.syncUsage(tx, before, after, now);
}

/** Creates a post with its tags (found or created) and search tokens in one transaction. */
export async function createPost(db: Db, user: SessionUser, input: PostCreate, imageUrl: string | null, now: Date): Promise<CommunityPost> {
  const id = await inTransaction(db, async (tx) => {
    const tags = await tagService.getOrCreateMany(tx, input.tags, user.id, now);
    const postId = await repo.insertPost(tx, {
      authorId: user.id,
      content: input.content,
      postType: input.postType,
      imageUrl,
      // The stored spelling of an existing tag goes into the tokens, as the tag filter matches it.
      searchTokens: postSearchTokens({ content: input.content, tags: tags.map((t) => t.name) }),
      createdAt: now,
      updatedAt: now,
    });
    await linkTags(tx, postId, [], tags, now);
    // The image was stored by this request for its author; the post now uses it.
    await uploads.useUploads(tx, user.id, "image", null, imageUrl, now);
    return postId;
  });
  return onePost(db, id, user);
}

/**
 * A post's image is stored by the post's own request (POST /posts): once the post lets it go (image
 * removed, post deleted and committed) the file, its list variant and its record are deleted at once,
 * unless another row of the author names it. Best effort: on a storage error it stays unused for the
 * clean-up job, and the edit never fails for it.
 */
async function dropPostImage(db: Db, files: { storage: UploadStorage; logger?: Logger } | undefined, url: string | null, now: Date): Promise<void> {
  if (!files || !url) return;
  await uploads.discardUpload({ db, storage: files.storage }, url, now, files.logger);
}

/** Partial edit by the author; a removed image's file is deleted. @throws NotFoundError, ForbiddenError */
export async function updatePost(
  db: Db,
  user: SessionUser,
  id: number,
  patch: PostUpdate,
  now: Date,
  files?: { storage: UploadStorage; logger?: Logger },
): Promise<CommunityPost> {
  const row = await ownPost(db, id, user);
  await inTransaction(db, async (tx) => {
    const current = await repo.tagsOfPost(tx, id);
    const tags = patch.tags ? await tagService.getOrCreateMany(tx, patch.tags, user.id, now) : current;
    if (patch.tags)
      await linkTags(
        tx,
        id,
        current.map((t) => t.id),
        tags,
        now,
      );
    const content = patch.content ?? row.content;
    await repo.updatePost(tx, id, {
      content,
      postType: patch.postType ?? row.postType,
      ...(patch.imageUrl === null ? { imageUrl: null } : {}),
      searchTokens: postSearchTokens({ content, tags: tags.map((t) => t.name) }),
      updatedAt: now,
    });
    if (patch.imageUrl === null) await uploads.useUploads(tx, user.id, "imageUrl", row.imageUrl, null, now);
  });
  if (patch.imageUrl === null) await dropPostImage(db, files, row.imageUrl, now);
  return onePost(db, id, user);
}

/**
 * Deletes the author's post with its comments, likes and tag links; tag usage counts follow; after the
 * commit its image file goes too. @throws NotFoundError, ForbiddenError
 */
export async function deletePost(
  db: Db,
  user: SessionUser,
  id: number,
  files?: { storage: UploadStorage; logger?: Logger },
  now: Date = systemClock(),
): Promise<void> {
  const row = await ownPost(db, id, user);
  await inTransaction(db, async (tx) => {
    const tags = await repo.tagsOfPost(tx, id);
    await tagService.adjustUsage(
      tx,
      tags.map((t) => t.id),
      -1,
      now,
    );
    await repo.deletePost(tx, id);
    await uploads.useUploads(tx, user.id, "imageUrl", row.imageUrl, null, now);
  });
  await dropPostImage(db, files, row.imageUrl, now);
}

/** Toggles the viewer's like of a visible post. @throws NotFoundError */
export async function togglePostLike(db: Db, user: SessionUser, id: number): Promise<LikeToggle> {
  await visiblePost(db, id, user);
  return inTransaction(db, async (tx) => {
    if (!(await repo.lockPost(tx, id))) throw new NotFoundError(communityErrors.postNotFound);
    return repo.togglePostLike(tx, id, user.id);
  });
}

function commentView(c: repo.CommentWithAuthor, viewer: SessionUser | undefined, placeholder: boolean): CommunityComment {
  return {
    id: c.id,
    postId: c.postId,
    parentId: c.parentId,
    content: placeholder ? null : c.content,
    isDeleted: placeholder,
    isEdited: placeholder ? false : c.isEdited,
    author: placeholder ? null : authorView(c.author),
    createdAt: c.createdAt.toISOString(),
    likeCount: placeholder ? 0 : c.likeCount,
    isLiked: placeholder ? false : Boolean(c.isLiked),
    isOwner: !placeholder && viewer?.id === c.authorId,
    replies: [],
  };
}

/**
 * The comments of a visible post as threads, oldest first. Deleted, hidden, reported or blocked
 * comments are left out, except a top-level one with visible replies, which stays as the
 * 삭제된 댓글입니다 placeholder so the thread keeps its head. @throws NotFoundError
 */
export async function listComments(db: Db, postId: number, viewer: SessionUser | undefined): Promise<CommunityComment[]> {
  await visiblePost(db, postId, viewer);
  const [rows, ex] = await Promise.all([repo.commentsOfPost(db, postId, viewer?.id), exclusionsFor(db, viewer)]);
  const shown = (c: repo.CommentWithAuthor) => !c.isDeleted && !c.hiddenAt && !ex.reportedCommentIds.has(c.id) && !ex.blockedUserIds.includes(c.authorId);
  const replies = new Map<number, CommunityComment[]>();
  for (const c of rows) {
    if (c.parentId == null || !shown(c)) continue;
    const list = replies.get(c.parentId) ?? [];
    list.push(commentView(c, viewer, false));
    replies.set(c.parentId, list);
  }
  const out: CommunityComment[] = [];
  for (const c of rows) {
    if (c.parentId != null) continue;
    const own = replies.get(c.id) ?? [];
    if (!shown(c) && !own.length) continue;
    out.push({ ...commentView(c, viewer, !shown(c)), replies: own });
  }
  return out;
}

/**
 * Adds a comment or a reply; a reply to a reply joins the thread of its top-level comment. The
 * post's comment count and the notifications (post author; the answered commenter) are written in
 * the same transaction.
 * @throws NotFoundError (post), ValidationError (parent of another post, or deleted).
 */
export async function createComment(
  db: Db,
  user: SessionUser,
  postId: number,
  input: { content: string; parentId: number | null },
  now: Date,
): Promise<CommunityComment> {
  const post = await visiblePost(db, postId, user);
  let parentId: number | null = null;
  let answered: string | null = null;
  if (input.parentId != null) {
    const parent = await repo.findComment(db, input.parentId);
    if (!parent || parent.postId !== postId) throw new ValidationError(communityErrors.parentOtherPost, { parentId: [communityErrors.parentOtherPost] });
    if (parent.isDeleted || parent.hiddenAt) throw new ValidationError(communityErrors.parentDeleted, { parentId: [communityErrors.parentDeleted] });
    parentId = parent.parentId ?? parent.id;
    answered = parent.authorId;
  }
  const id = await inTransaction(db, async (tx) => {
    if (!(await repo.lockPost(tx, postId))) throw new NotFoundError(communityErrors.postNotFound);
    const commentId = await repo.insertComment(tx, { postId, authorId: user.id, content: input.content, parentId, createdAt: now, updatedAt: now });
    const me = await repo.findUserName(tx, user.id);
    // relatedId stays empty: the bell sends 'system' items with a relatedId to a project page.
    if (post.authorId !== user.id) {
      await notify(tx, {
        userId: post.authorId,
        type: "system",
        title: "새 댓글",
        message: `${displayName(me)}님이 회원님의 게시글에 댓글을 남겼습니다.`,
        relatedId: null,
      });
    }
    // The person answered hears of it too, unless they are the replier or already told as the post's author.
    if (answered && answered !== user.id && answered !== post.authorId) {
      await notify(tx, {
        userId: answered,
        type: "system",
        title: "새 답글",
        message: `${displayName(me)}님이 회원님의 댓글에 답글을 남겼습니다.`,
        relatedId: null,
      });
    }
    return commentId;
  });
  const row = (await repo.commentsOfPost(db, postId, user.id)).find((c) => c.id === id)!;
  return commentView(row, user, false);
}

/** A live comment the viewer may see, on a post they may see. @throws NotFoundError */
async function visibleComment(db: DbOrTx, id: number, viewer: SessionUser) {
  const c = await repo.findComment(db, id);
  if (!c || c.isDeleted || c.hiddenAt) throw new NotFoundError(communityErrors.commentNotFound);
  await visiblePost(db, c.postId, viewer);
  if (c.authorId !== viewer.id) {
    const ex = await exclusionsFor(db, viewer);
    if (ex.reportedCommentIds.has(id) || ex.blockedUserIds.includes(c.authorId)) throw new NotFoundError(communityErrors.commentNotFound);
  }
  return c;
}

async function ownComment(db: DbOrTx, id: number, user: SessionUser) {
  const c = await repo.findComment(db, id);
  if (!c || c.isDeleted) throw new NotFoundError(communityErrors.commentNotFound);
  if (c.authorId !== user.id) throw new ForbiddenError(communityErrors.notCommentOwner);
  return c;
}

/** Edits the author's comment and marks it edited. @throws NotFoundError, ForbiddenError */
export async function updateComment(db: Db, user: SessionUser, id: number, content: string, now: Date): Promise<CommunityComment> {
  const c = await ownComment(db, id, user);
  await repo.updateComment(db, id, content, now);
  const row = (await repo.commentsOfPost(db, c.postId, user.id)).find((r) => r.id === id)!;
  return commentView(row, user, false);
}

/** Soft-deletes the author's comment; its replies stay under the placeholder. @throws NotFoundError, ForbiddenError */
export async function deleteComment(db: Db, user: SessionUser, id: number, now: Date): Promise<void> {
  await ownComment(db, id, user);
  await inTransaction(db, (tx) => repo.softDeleteComment(tx, id, now));
}

/** Toggles the viewer's like of a comment. @throws NotFoundError */
export async function toggleCommentLike(db: Db, user: SessionUser, id: number): Promise<LikeToggle> {
  await visibleComment(db, id, user);
  return inTransaction(db, async (tx) => {
    if (!(await repo.lockComment(tx, id))) throw new NotFoundError(communityErrors.commentNotFound);
    return repo.toggleCommentLike(tx, id, user.id);
  });
}

/**
 * Reports a post: hidden from the reporter at once, and from everyone once REPORT_HIDE_THRESHOLD
 * distinct users reported it (in the report's transaction). Idempotent per reporter.
 * @throws NotFoundError, ValidationError (own post).
 */
export async function reportPost(db: Db, user: SessionUser, id: number, reason: string, now: Date): Promise<ReportResult> {
  const row = await repo.findPost(db, id);
  if (!row) throw new NotFoundError(communityErrors.postNotFound);
  if (row.authorId === user.id) throw new ValidationError(communityErrors.reportOwnPost);
  await inTransaction(db, async (tx) => {
    const { reporters } = await trust.insertReport(tx, { reporterId: user.id, kind: "post", targetId: String(id), reason });
    if (reporters >= REPORT_HIDE_THRESHOLD) await repo.hidePost(tx, id, now);
  });
  return { reported: true };
}

/** As reportPost, for a comment. @throws NotFoundError, ValidationError (own comment). */
export async function reportComment(db: Db, user: SessionUser, id: number, reason: string, now: Date): Promise<ReportResult> {
  const c = await repo.findComment(db, id);
  if (!c || c.isDeleted) throw new NotFoundError(communityErrors.commentNotFound);
  if (c.authorId === user.id) throw new ValidationError(communityErrors.reportOwnComment);
  await inTransaction(db, async (tx) => {
    const { reporters } = await trust.insertReport(tx, { reporterId: user.id, kind: "comment", targetId: String(id), reason });
    if (reporters >= REPORT_HIDE_THRESHOLD) await repo.hideComment(tx, id, now);
  });
  return { reported: true };
}

async function followTarget(db: DbOrTx, user: SessionUser, targetId: string) {
  if (targetId === user.id) throw new ValidationError(communityErrors.followSelf);
  if (!(await repo.findActiveUser(db, targetId))) throw new NotFoundError(communityErrors.userNotFound);
}

/**
 * Follows a user (idempotent).
 * @throws ValidationError (oneself), NotFoundError (unknown or withdrawn), ForbiddenError (blocked either way).
 */
export async function followUser(db: Db, user: SessionUser, targetId: string): Promise<FollowState> {
  await followTarget(db, user, targetId);
  if (await trust.isBlockedEitherWay(db, user.id, targetId)) throw new ForbiddenError(communityErrors.followBlocked);
  await repo.follow(db, user.id, targetId);
  return repo.followState(db, targetId, user.id);
}

/** Unfollows a user (idempotent). @throws ValidationError (oneself), NotFoundError (unknown or withdrawn). */
export async function unfollowUser(db: Db, user: SessionUser, targetId: string): Promise<FollowState> {
  await followTarget(db, user, targetId);
  await repo.unfollow(db, user.id, targetId);
  return repo.followState(db, targetId, user.id);
}

/** Counts of a user and whether the viewer follows them. @throws NotFoundError */
export async function followInfo(db: Db, viewer: SessionUser | undefined, targetId: string): Promise<FollowState> {
  if (!(await repo.findActiveUser(db, targetId))) throw new NotFoundError(communityErrors.userNotFound);
  return repo.followState(db, targetId, viewer?.id);
}
