import { Router } from "express";
import { invitationResponseSchema } from "@shared/validators/applications";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/auth";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

export function invitationRoutes(db: Db): Router {
  const r = Router();
  r.patch("/:id/respond", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, service.invitationMessages.notFound);
    res.json(await service.respond(db, user, id, parse(invitationResponseSchema, req.body)));
  });
  return r;
}
