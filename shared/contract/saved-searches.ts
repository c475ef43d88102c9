import { z } from "zod";
import { savedSearchCreateSchema, savedSearchUpdateSchema } from "@shared/validators/saved-searches";
import { defineFeature, named } from "./define";
import { SavedSearch } from "./responses";

/** server/features/saved-searches/routes.ts, mounted at /api. */
export const savedSearchPaths = defineFeature({
  tag: "saved-searches",
  description: "저장한 검색 조건과 새 결과 알림 (본인의 것만)",
  operations: {
    list: {
      method: "get",
      path: "/api/saved-searches",
      summary: "The user's saved searches, newest first",
      auth: "user",
      success: { status: 200, description: "Saved searches", schema: z.array(SavedSearch) },
      errors: [401],
    },
    create: {
      method: "post",
      path: "/api/saved-searches",
      summary: "Save a list's filter (projects, artists or producers) with an alert frequency",
      description: "`query` is the list's address-bar query, parsed by that list's own schema; an empty filter is refused.",
      auth: "user",
      body: named("SavedSearchInput", savedSearchCreateSchema),
      success: { status: 201, description: "Saved", schema: SavedSearch },
      errors: [400, 401, 409],
    },
    update: {
      method: "patch",
      path: "/api/saved-searches/{id}",
      summary: "Rename, change the frequency of, or pause a saved search (its owner)",
      auth: "user",
      params: { id: "id" },
      body: named("SavedSearchPatch", savedSearchUpdateSchema),
      success: { status: 200, description: "Updated", schema: SavedSearch },
      errors: [400, 401, 404],
    },
    remove: {
      method: "delete",
      path: "/api/saved-searches/{id}",
      summary: "Delete a saved search (its owner)",
      auth: "user",
      params: { id: "id" },
      success: { status: 204, description: "Deleted" },
      errors: [401, 404],
    },
  },
});
