import { z } from "zod";
import { tagNameSchema } from "@shared/validators/projects";
import { defineFeature, named } from "./define";
import { Tag } from "./responses";

const limit = z.object({ limit: z.coerce.number().int().min(1).optional().describe("At most this many (clamped)") });

/** server/features/tags/routes.ts, mounted at /api/tags. */
export const tagPaths = defineFeature({
  tag: "tags",
  description: "분야 태그",
  operations: {
    getTags: { method: "get", path: "/api/tags", summary: "Every tag", auth: "public", success: { status: 200, description: "Tags", schema: z.array(Tag) }, errors: [] },
    getTagsPopular: { method: "get", path: "/api/tags/popular", summary: "Most used tags", auth: "public", query: limit, success: { status: 200, description: "Tags", schema: z.array(Tag) }, errors: [] },
    getTagsProjects: { method: "get", path: "/api/tags/projects", summary: "Tags used by projects", auth: "public", query: limit, success: { status: 200, description: "Tags", schema: z.array(Tag) }, errors: [] },
    getTagsArtists: { method: "get", path: "/api/tags/artists", summary: "Tags used by artists", auth: "public", query: limit, success: { status: 200, description: "Tags", schema: z.array(Tag) }, errors: [] },
    getTagsProducers: { method: "get", path: "/api/tags/producers", summary: "Tags used by producers", auth: "public", query: limit, success: { status: 200, description: "Tags", schema: z.array(Tag) }, errors: [] },
    getTagsSearch: {
      method: "get",
      path: "/api/tags/search",
      summary: "Tags whose name matches",
      auth: "public",
      query: limit.extend({ q: z.string().optional() }),
      success: { status: 200, description: "Tags", schema: z.array(Tag) },
      errors: [],
    },
    postTagsGetOrCreate: {
      method: "post",
      path: "/api/tags/get-or-create",
      summary: "The tag of this name, created when new",
      auth: "user",
      body: named("TagNameInput", tagNameSchema),
      success: { status: 200, alsoStatus: 201, description: "The existing tag (200) or the new one (201)", schema: Tag },
      errors: [400, 401],
    },
  },
});
