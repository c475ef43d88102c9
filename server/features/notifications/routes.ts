import type { Router } from "express";
import { notificationPaths as api } from "@shared/contract/notifications";
import type { Db } from "../../db/client";
import { FeatureRouter } from "../../http/contract-route";
import * as service from "./service";

/** Mounted at /api/notifications. */
export function notificationRoutes(db: Db): Router {
  const op = api.operations;
  return new FeatureRouter("/api/notifications", { notFound: "알림을 찾을 수 없습니다." })
    .on(op.list, ({ user }) => service.list(db, user.id))
    .on(op.markAllRead, async ({ user }) => {
      await service.markAllRead(db, user.id);
      return { message: "모든 알림을 읽음으로 표시했습니다." };
    })
    .on(op.markRead, async ({ user, params }) => {
      await service.markRead(db, user.id, params.id);
      return { message: "알림을 읽음으로 표시했습니다." };
    })
    .on(op.remove, async ({ user, params }) => {
      await service.remove(db, user.id, params.id);
      return { message: "알림을 삭제했습니다." };
    }).router;
}
