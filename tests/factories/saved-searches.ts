import type { UserType } from "@shared/constants";
import { savedSearchCreateSchema, type SavedSearchCreateInput } from "@shared/validators/saved-searches";
import type { Db } from "../../server/db/client";
import { create } from "../../server/features/saved-searches/service";

/** A saved search of `user`, made by the real service (so its tokens and path are what the API stores). */
export async function insertSavedSearch(db: Db, user: { id: string; userType: UserType }, input: Partial<SavedSearchCreateInput> = {}) {
  return create(
    db,
    { id: user.id, userType: user.userType },
    savedSearchCreateSchema.parse({ name: "무용 공연", scope: "projects", frequency: "daily", query: { search: "무용" }, ...input }),
  );
}
