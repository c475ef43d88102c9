import { Router } from "express";
import { tagNameSchema } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/auth";
import { publicCache } from "../../http/cache";
import { parse } from "../../http/validate";
import * as service from "./service";

export function tagRoutes(db: Db): Router {
  const r = Router();
  r.get("/", publicCache(300), async (_req, res) => {
    res.json(await service.all(db));
  });
  r.get("/popular", publicCache(300), async (req, res) => {
    res.json(await service.popular(db, req.query.limit));
  });
  r.get("/projects", publicCache(300), async (req, res) => {
    res.json(await service.forProjects(db, req.query.limit));
  });
  r.get("/artists", publicCache(300), async (req, res) => {
    res.json(await service.forUsers(db, "artist", req.query.limit));
  });
  r.get("/producers", publicCache(300), async (req, res) => {
    res.json(await service.forUsers(db, "producer", req.query.limit));
  });
  r.get("/search", publicCache(60), async (req, res) => {
    res.json(await service.search(db, req.query.q, req.query.limit));
  });
  r.post("/get-or-create", async (req, res) => {
    const user = requireUser(req);
    const { name } = parse(tagNameSchema, req.body);
    const { tag, created } = await service.getOrCreate(db, name, user.id);
    res.status(created ? 201 : 200).json(tag);
  });
  return r;
}
