import { Router } from "express";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/auth";
import { intId } from "../../http/validate";
import * as service from "./service";

export function notificationRoutes(db: Db): Router {
  const r = Router();
  r.get("/", async (req, res) => {
    res.json(await service.list(db, requireUser(req).id));
  });
  r.patch("/mark-all-read", async (req, res) => {
    await service.markAllRead(db, requireUser(req).id);
    res.json({ message: "모든 알림을 읽음으로 표시했습니다." });
  });
  r.patch("/:id/read", async (req, res) => {
    const user = requireUser(req);
    await service.markRead(db, user.id, intId(req.params.id, "알림을 찾을 수 없습니다."));
    res.json({ message: "알림을 읽음으로 표시했습니다." });
  });
  r.delete("/:id", async (req, res) => {
    const user = requireUser(req);
    await service.remove(db, user.id, intId(req.params.id, "알림을 찾을 수 없습니다."));
    res.json({ message: "알림을 삭제했습니다." });
  });
  return r;
}
