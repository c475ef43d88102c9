import type { Request, Response, Router } from "express";
import { communityPaths as api } from "@shared/contract/community";
import { communityMsg, postCreateSchema } from "@shared/validators/community";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { parse } from "../../http/validate";
import { uploadField } from "../../storage/uploads";
import * as uploads from "../uploads/service";
import * as service from "./service";

const postNotFound = communityMsg.postNotFound;
const commentNotFound = communityMsg.commentNotFound;
const fingerprint = (req: Request) => `${req.ip ?? ""}|${req.get("user-agent") ?? ""}`;
const uploadImage = uploadField("image");

/**
 * A multipart composer sends tags as a JSON string (spec section 7); a plain comma list is taken too.
 * Anything else is passed on for the schema to refuse.
 */
function multipartBody(req: Request): unknown {
  if (!req.is("multipart/form-data")) return req.body;
  const body = { ...(req.body as Record<string, unknown>) };
  if (typeof body.tags === "string") {
    const raw = body.tags.trim();
    try {
      body.tags = raw ? JSON.parse(raw) : [];
    } catch {
      body.tags = raw.split(",");
    }
  }
  if (body.postType === "") delete body.postType;
  return body;
}

/** Runs multer inside the handler, after authentication and the rate limit, so a refused request uploads nothing. */
function receiveImage(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => uploadImage(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
}

/** Community feed, posts, comments, likes and reports, mounted at /api/community. */
export function communityRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const files = { storage: ctx.storage, logger: ctx.logger };
  const uploadDeps = { db, storage: ctx.storage, now: ctx.now };
  const op = api.operations;
  return new FeatureRouter("/api/community", { limiter: ctx.limiter, notFound: postNotFound })
    .on(op.list, ({ query, user }) => service.listPosts(db, query, user))
    .on(op.trending, ({ user }) => service.trendingPosts(db, user, ctx.now()))
    .on(op.popularTags, ({ query }) => service.popularTags(db, query.limit))
    .on(op.detail, ({ params, user, req }) => service.postDetail(db, params.id, user, fingerprint(req), ctx.now()))
    .on(op.create, async ({ user, req, res }) => {
      await receiveImage(req, res);
      const input = parse(postCreateSchema, multipartBody(req));
      // The file is stored only once the text is valid, so a refused post leaves no orphan upload. It is
      // an upload like any other: counted against the upload limit and the author's storage quota.
      let image = null;
      if (req.file) {
        await uploads.countUpload(ctx.limiter, user.id);
        image = await uploads.receiveUpload(uploadDeps, user.id, req.file, "image");
      }
      try {
        return await service.createPost(db, user, input, image?.url ?? null, ctx.now());
      } catch (err) {
        // No post took the file (the database refused or went away): it must not stay behind.
        if (image) await uploads.abandonUpload(uploadDeps, image.url);
        throw err;
      }
    })
    .on(op.update, ({ user, params, body }) => service.updatePost(db, user, params.id, body, ctx.now(), files))
    .on(op.remove, async ({ user, params, res }) => {
      await service.deletePost(db, user, params.id, files, ctx.now());
      res.status(204).end();
    })
    .on(op.like, ({ user, params }) => service.togglePostLike(db, user, params.id))
    .on(op.report, ({ user, params, body }) => service.reportPost(db, user, params.id, body.reason, ctx.now()))
    .on(op.comments, ({ user, params }) => service.listComments(db, params.id, user))
    .on(op.createComment, ({ user, params, body }) => service.createComment(db, user, params.id, body, ctx.now()))
    .on(op.updateComment, ({ user, params, body }) => service.updateComment(db, user, params.id, body.content, ctx.now()), { notFound: commentNotFound })
    .on(
      op.removeComment,
      async ({ user, params, res }) => {
        await service.deleteComment(db, user, params.id, ctx.now());
        res.status(204).end();
      },
      { notFound: commentNotFound },
    )
    .on(op.likeComment, ({ user, params }) => service.toggleCommentLike(db, user, params.id), { notFound: commentNotFound })
    .on(op.reportComment, ({ user, params, body }) => service.reportComment(db, user, params.id, body.reason, ctx.now()), { notFound: commentNotFound }).router;
}

/** GET, POST and DELETE /api/users/{id}/follow, mounted at /api. */
export function followRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  // User ids are at most 100 characters: a longer one is simply an unknown user.
  const userId = (id: string) => (id.length <= 100 ? id : "");
  return new FeatureRouter("/api", { notFound: service.communityErrors.userNotFound })
    .on(op.followState, ({ user, params }) => service.followInfo(db, user, userId(params.id)))
    .on(op.follow, ({ user, params }) => service.followUser(db, user, userId(params.id)))
    .on(op.unfollow, ({ user, params }) => service.unfollowUser(db, user, userId(params.id))).router;
}
