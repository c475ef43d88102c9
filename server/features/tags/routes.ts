import type { Router } from "express";
import { tagPaths as api } from "@shared/contract/tags";
import type { Db } from "../../db/client";
import { publicCache } from "../../http/cache";
import { FeatureRouter } from "../../http/contract-route";
import * as service from "./service";

/** Mounted at /api/tags. */
export function tagRoutes(db: Db, now: () => Date): Router {
  const op = api.operations;
  const cached = { before: [publicCache(300)] };
  return new FeatureRouter("/api/tags")
    .on(op.list, () => service.all(db), cached)
    .on(op.popular, ({ query }) => service.popular(db, query.limit), cached)
    .on(op.forProjects, ({ query }) => service.forProjects(db, query.limit), cached)
    .on(op.forArtists, ({ query }) => service.forUsers(db, "artist", query.limit), cached)
    .on(op.forProducers, ({ query }) => service.forUsers(db, "producer", query.limit), cached)
    .on(op.search, ({ query }) => service.search(db, query.q, query.limit), { before: [publicCache(60)] })
    .on(op.getOrCreate, async ({ user, body, res }) => {
      const { tag, created } = await service.getOrCreate(db, body.name, user.id, now());
      if (created) res.status(201);
      return tag;
    }).router;
}
