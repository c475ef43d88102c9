import type { DbOrTx } from "../../db/client";
import { contactAllowed } from "./repository";

/**
 * The one can-contact rule (spec: "new messages need a project connection"): two different, active
 * accounts that share a project through an application or an invitation, in either direction, and
 * neither of which blocked the other. Messaging and profiles both ask this function (the message send
 * reads the same rule, canContactSql, in the statement that loads the receiver). One statement.
 */
export async function canContact(db: DbOrTx, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return false;
  return contactAllowed(db, viewerId, otherId);
}

// For other features: this file is the connections feature's public entry (eslint.config.js boundaries).
export { canContactSql, sharedProjects, type ProjectConnection } from "./repository";
