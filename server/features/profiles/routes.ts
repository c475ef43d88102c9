import type { Router } from "express";
import { profilePaths as api } from "@shared/contract/profiles";
import { FeatureRouter } from "../../http/contract-route";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

const m = service.profileMessages;

/** User ids are text (uuids, seeded ids); anything else cannot name a user: 404, never a 500. */
function userId(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) throw new NotFoundError(m.userNotFound);
  return value;
}

/**
 * A partial update changes only the fields sent: of the parsed body (whose absent fields got their
 * defaults or null), the keys the request named. Ignored: keys the request named that are no field.
 */
function sent<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const named = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => k in named)) as Partial<T>;
}

/**
 * Mounted at /api: /users/{id} (profile, tags, can-contact), /experiences, /awards, /education and
 * /portfolios. Writes are the owner's only: 401 for guests, 403 for others, 404 for unknown rows.
 */
export function profileRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const deps: service.ProfileDeps = { db, now: ctx.now };
  const op = api.operations;
  return (
    new FeatureRouter("/api", { notFound: m.userNotFound })
      .on(op.detail, ({ params, user }) => service.getProfile(db, userId(params.id), user))
      .on(op.update, ({ params, user, body, req }) => service.updateProfile(deps, user, userId(params.id), sent(body, req.body)))
      .on(op.tags, ({ params, user }) => service.getTags(db, userId(params.id), user))
      .on(op.setTags, ({ params, user, body }) => service.setTags(db, user, userId(params.id), body.tagIds, ctx.now()))
      .on(op.canContact, ({ params, user }) => service.canContact(db, user, userId(params.id)))

      .on(op.createExperience, ({ user, body }) => service.createExperience(deps, user, body))
      .on(op.updateExperience, ({ params, user, body, req }) => service.updateExperience(deps, user, params.id, sent(body, req.body)), {
        notFound: m.experienceNotFound,
      })
      .on(
        op.removeExperience,
        async ({ params, user }) => {
          await service.deleteExperience(db, user, params.id);
          return { message: "경력을 삭제했습니다." };
        },
        { notFound: m.experienceNotFound },
      )

      .on(op.createAward, ({ user, body }) => service.createAward(deps, user, body))
      .on(op.updateAward, ({ params, user, body, req }) => service.updateAward(deps, user, params.id, sent(body, req.body)), { notFound: m.awardNotFound })
      .on(
        op.removeAward,
        async ({ params, user }) => {
          await service.deleteAward(db, user, params.id);
          return { message: "수상 내역을 삭제했습니다." };
        },
        { notFound: m.awardNotFound },
      )

      .on(op.createEducation, ({ user, body }) => service.createEducation(deps, user, body))
      .on(op.updateEducation, ({ params, user, body, req }) => service.updateEducation(deps, user, params.id, sent(body, req.body)), {
        notFound: m.educationNotFound,
      })
      .on(
        op.removeEducation,
        async ({ params, user }) => {
          await service.deleteEducation(db, user, params.id);
          return { message: "학력을 삭제했습니다." };
        },
        { notFound: m.educationNotFound },
      )

      .on(op.createPortfolio, ({ user, body }) => service.createPortfolio(deps, user, body))
      // PUT changes the fields sent (the edit dialog sends them all; a missing `tags` keeps the tags).
      .on(op.updatePortfolio, ({ params, user, body, req }) => service.updatePortfolio(deps, user, params.id, sent(body, req.body)), {
        notFound: m.portfolioNotFound,
      })
      .on(
        op.removePortfolio,
        async ({ params, user }) => {
          await service.deletePortfolio(db, user, params.id, ctx.now());
          return { message: "포트폴리오를 삭제했습니다." };
        },
        { notFound: m.portfolioNotFound },
      ).router
  );
}
