import { Router } from "express";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/auth";
import * as repo from "./repository";

/** Messaging; for now the unread count the header badge polls. The rest comes with the messaging issue. */
export function messageRoutes(db: Db): Router {
  const r = Router();
  r.get("/unread-count", async (req, res) => {
    res.json({ count: await repo.unreadCount(db, requireUser(req).id) });
  });
  return r;
}
