import { Router } from "express";
import {
  awardFields,
  educationFields,
  experienceFields,
  portfolioFields,
  presentFieldsOf,
  profileFields,
  userTagsSchema,
} from "@shared/validators/profiles";
import { currentUser, requireUser } from "../../http/auth";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

const m = service.profileMessages;

/** User ids are text (uuids, seeded ids); anything else cannot name a user: 404, never a 500. */
function userId(value: unknown): string {
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(value)) throw new NotFoundError(m.userNotFound);
  return value;
}

/**
 * Mounted at /api: /users/{id} (profile, tags, reviews received, can-contact), /experiences, /awards, /education and
 * /portfolios. Writes are the owner's only: 401 for guests, 403 for others, 404 for unknown rows.
 */
export function profileRoutes(ctx: RouteContext): Router {
  const r = Router();
  const deps: service.ProfileDeps = { db: ctx.db, storage: ctx.storage, now: ctx.now };

  r.get("/users/:id", async (req, res) => {
    res.json(await service.getProfile(ctx.db, userId(req.params.id), currentUser(req)));
  });
  r.put("/users/:id", async (req, res) => {
    const user = requireUser(req);
    const patch = parse(presentFieldsOf(profileFields, req.body), req.body);
    res.json(await service.updateProfile(deps, user, userId(req.params.id), patch));
  });
  r.get("/users/:id/tags", async (req, res) => {
    res.json(await service.getTags(ctx.db, userId(req.params.id), currentUser(req)));
  });
  r.put("/users/:id/tags", async (req, res) => {
    const user = requireUser(req);
    const { tagIds } = parse(userTagsSchema, req.body);
    res.json(await service.setTags(ctx.db, user, userId(req.params.id), tagIds));
  });
  r.get("/users/:id/can-contact", async (req, res) => {
    res.json(await service.canContact(ctx.db, currentUser(req), userId(req.params.id)));
  });

  r.post("/experiences", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.createExperience(deps, user, parse(experienceFields, req.body)));
  });
  r.patch("/experiences/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.experienceNotFound);
    res.json(await service.updateExperience(deps, user, id, parse(presentFieldsOf(experienceFields, req.body), req.body)));
  });
  r.delete("/experiences/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deleteExperience(ctx.db, user, intId(req.params.id, m.experienceNotFound));
    res.json({ message: "경력을 삭제했습니다." });
  });

  r.post("/awards", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.createAward(deps, user, parse(awardFields, req.body)));
  });
  r.patch("/awards/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.awardNotFound);
    res.json(await service.updateAward(deps, user, id, parse(presentFieldsOf(awardFields, req.body), req.body)));
  });
  r.delete("/awards/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deleteAward(ctx.db, user, intId(req.params.id, m.awardNotFound));
    res.json({ message: "수상 내역을 삭제했습니다." });
  });

  r.post("/education", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.createEducation(deps, user, parse(educationFields, req.body)));
  });
  r.patch("/education/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.educationNotFound);
    res.json(await service.updateEducation(deps, user, id, parse(presentFieldsOf(educationFields, req.body), req.body)));
  });
  r.delete("/education/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deleteEducation(ctx.db, user, intId(req.params.id, m.educationNotFound));
    res.json({ message: "학력을 삭제했습니다." });
  });

  r.post("/portfolios", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.createPortfolio(deps, user, parse(portfolioFields, req.body)));
  });
  // PUT changes the fields sent (the edit dialog sends them all; a missing `tags` keeps the tags).
  r.put("/portfolios/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.portfolioNotFound);
    res.json(await service.updatePortfolio(deps, user, id, parse(presentFieldsOf(portfolioFields, req.body), req.body)));
  });
  r.delete("/portfolios/:id", async (req, res) => {
    const user = requireUser(req);
    await service.deletePortfolio(ctx.db, user, intId(req.params.id, m.portfolioNotFound));
    res.json({ message: "포트폴리오를 삭제했습니다." });
  });
  return r;
}
