import { eq, inArray } from "drizzle-orm";
import type { Person } from "@shared/api-types";
import { userTagLinks, userTags, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

/**
 * Parties of invitations and applications as dashboards show them, with their specialties, by id.
 * Withdrawn accounts keep only their id (decision 004). E-mail is left in: the caller decides who may see it.
 */
export async function peopleByIds(db: DbOrTx, ids: string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  const map = new Map<string, Person>();
  if (!unique.length) return map;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      isDeleted: users.isDeleted,
    })
    .from(users)
    .where(inArray(users.id, unique));
  const tags = await db
    .select({ userId: userTagLinks.userId, name: userTags.name })
    .from(userTagLinks)
    .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
    .where(inArray(userTagLinks.userId, unique));
  for (const r of rows) {
    map.set(
      r.id,
      r.isDeleted
        ? { id: r.id, firstName: null, lastName: null, email: null, profileImageUrl: null, isDeleted: true, specialties: [] }
        : { ...r, specialties: tags.filter((t) => t.userId === r.id).map((t) => t.name) },
    );
  }
  return map;
}

/** The person, or a placeholder for a row whose user vanished (never expected: users cascade). */
export function personOr(map: Map<string, Person>, id: string): Person {
  return map.get(id) ?? { id, firstName: null, lastName: null, email: null, profileImageUrl: null, isDeleted: true, specialties: [] };
}

export async function findAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, userType: users.userType, isDeleted: users.isDeleted })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
