import type { Request } from "express";
import { Router } from "express";
import { COMMENT_RATE, POST_RATE } from "@shared/constants";
import {
  commentCreateSchema,
  commentUpdateSchema,
  communityMsg,
  popularTagsQuerySchema,
  postCreateSchema,
  postListQuerySchema,
  postUpdateSchema,
  reportSchema,
} from "@shared/validators/community";
import { currentUser, requireAuth, requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import { deleteUpload, storeUpload, uploadField } from "../../storage/uploads";
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

/** Community feed, posts, comments, likes and reports, mounted at /api/community. */
export function communityRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();

  r.get("/posts", async (req, res) => {
    res.json(await service.listPosts(db, parse(postListQuerySchema, req.query), currentUser(req)));
  });

  r.get("/trending-posts", async (req, res) => {
    res.json(await service.trendingPosts(db, currentUser(req), ctx.now()));
  });

  r.get("/popular-tags", async (req, res) => {
    res.json(await service.popularTags(db, parse(popularTagsQuerySchema, req.query).limit));
  });

  r.get("/posts/:id", async (req, res) => {
    res.json(await service.postDetail(db, intId(req.params.id, postNotFound), currentUser(req), fingerprint(req), ctx.now()));
  });

  r.post(
    "/posts",
    requireAuth,
    async (req, _res, next) => {
      await ctx.limiter.hit(POST_RATE.windowMs, [{ key: `community-post:${requireUser(req).id}`, max: POST_RATE.max }]);
      next();
    },
    uploadImage,
    async (req, res) => {
      const user = requireUser(req);
      const input = parse(postCreateSchema, multipartBody(req));
      // The file is stored only once the text is valid, so a refused post leaves no orphan upload.
      const image = req.file ? await storeUpload(ctx.storage, req.file, "image") : null;
      try {
        res.status(201).json(await service.createPost(db, user, input, image?.url ?? null, ctx.now()));
      } catch (err) {
        // No post took the file (the database refused or went away): it must not stay behind.
        if (image) await deleteUpload(ctx.storage, image.url).catch(() => undefined);
        throw err;
      }
    },
  );

  r.patch("/posts/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, postNotFound);
    res.json(await service.updatePost(db, user, id, parse(postUpdateSchema, req.body), ctx.now(), { storage: ctx.storage, logger: ctx.logger }));
  });

  r.delete("/posts/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deletePost(db, user, intId(req.params.id, postNotFound), { storage: ctx.storage, logger: ctx.logger });
    res.status(204).end();
  });

  r.post("/posts/:id/like", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.togglePostLike(db, user, intId(req.params.id, postNotFound)));
  });

  r.post("/posts/:id/report", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, postNotFound);
    const { reason } = parse(reportSchema, req.body);
    res.json(await service.reportPost(db, user, id, reason, ctx.now()));
  });

  r.get("/posts/:id/comments", async (req, res) => {
    res.json(await service.listComments(db, intId(req.params.id, postNotFound), currentUser(req)));
  });

  r.post("/posts/:id/comments", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, postNotFound);
    await ctx.limiter.hit(COMMENT_RATE.windowMs, [{ key: `community-comment:${user.id}`, max: COMMENT_RATE.max }]);
    res.status(201).json(await service.createComment(db, user, id, parse(commentCreateSchema, req.body), ctx.now()));
  });

  r.patch("/comments/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, commentNotFound);
    res.json(await service.updateComment(db, user, id, parse(commentUpdateSchema, req.body).content, ctx.now()));
  });

  r.delete("/comments/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deleteComment(db, user, intId(req.params.id, commentNotFound), ctx.now());
    res.status(204).end();
  });

  r.post("/comments/:id/like", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.toggleCommentLike(db, user, intId(req.params.id, commentNotFound)));
  });

  r.post("/comments/:id/report", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, commentNotFound);
    const { reason } = parse(reportSchema, req.body);
    res.json(await service.reportComment(db, user, id, reason, ctx.now()));
  });

  return r;
}

/** GET, POST and DELETE /api/users/{id}/follow, mounted at /api. */
export function followRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();
  const userId = (req: Request) => {
    const id = String(req.params.id ?? "");
    return id.length <= 100 ? id : "";
  };

  r.get("/users/:id/follow", async (req, res) => {
    res.json(await service.followInfo(db, currentUser(req), userId(req)));
  });

  r.post("/users/:id/follow", async (req, res) => {
    res.json(await service.followUser(db, requireUser(req), userId(req)));
  });

  r.delete("/users/:id/follow", async (req, res) => {
    res.json(await service.unfollowUser(db, requireUser(req), userId(req)));
  });

  return r;
}
