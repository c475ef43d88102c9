import { eq } from "drizzle-orm";
import { users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { isBlockedEitherWay } from "../trust/repository";
import { shareAnyProject } from "./repository";

/**
 * The one can-contact rule (spec: "new messages need a project connection"): two different, active
 * accounts that share a project through an application or an invitation, in either direction, and
 * neither of which blocked the other. Messaging and profiles both ask this function.
 */
export async function canContact(db: DbOrTx, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return false;
  const [other] = await db.select({ isDeleted: users.isDeleted }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!other || other.isDeleted) return false;
  if (await isBlockedEitherWay(db, viewerId, otherId)) return false;
  return shareAnyProject(db, viewerId, otherId);
}
