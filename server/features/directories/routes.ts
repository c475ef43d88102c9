import { Router } from "express";
import { peopleListQuerySchema } from "@shared/validators/profiles";
import type { RouteContext } from "../../http/route-context";
import { parse } from "../../http/validate";
import * as service from "./service";

/** GET /api/artists and /api/producers (mounted at /api). */
export function directoryRoutes(ctx: RouteContext): Router {
  const r = Router();
  r.get("/artists", async (req, res) => {
    res.json(await service.list(ctx.db, "artist", parse(peopleListQuerySchema, req.query)));
  });
  r.get("/producers", async (req, res) => {
    res.json(await service.list(ctx.db, "producer", parse(peopleListQuerySchema, req.query)));
  });
  return r;
}
