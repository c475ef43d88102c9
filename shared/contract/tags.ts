import { z } from "zod";
import { tagNameSchema } from "@shared/validators/projects";
import { defineFeature, named } from "./define";
import { Tag } from "./responses";

// The routes read these keys leniently: anything but a positive integer (or a text) is as if left out.
const limit = z.object({
  limit: z.coerce.number().int().min(1).optional().catch(undefined).describe("At most this many (clamped to 100, search 50); anything else gives the default"),
});

/** server/features/tags/routes.ts, mounted at /api/tags. */
/** On every operation that may create tags from names: new tags per person per day (issue 30). */
export const newTagsLimit = { inHandler: "new tags one person may create in 24 hours (TAG_CREATE_PER_DAY), counted across every form" } as const;

export const tagPaths = defineFeature({
  tag: "tags",
  description: "분야 태그",
  operations: {
    list: {
      method: "get",
      path: "/api/tags",
      summary: "Every tag",
      auth: "public",
      success: { status: 200, description: "Tags, most used first", schema: z.array(Tag) },
      errors: [],
    },
    popular: {
      method: "get",
      path: "/api/tags/popular",
      summary: "Most used tags, the ones marked popular first",
      auth: "public",
      query: limit,
      success: { status: 200, description: "Tags (default 20)", schema: z.array(Tag) },
      errors: [],
    },
    forProjects: {
      method: "get",
      path: "/api/tags/projects",
      summary: "Tags used by listed projects",
      auth: "public",
      query: limit,
      success: { status: 200, description: "Tags without isPopular; usageCount counts listed projects (default 50)", schema: z.array(Tag) },
      errors: [],
    },
    forArtists: {
      method: "get",
      path: "/api/tags/artists",
      summary: "Tags used by artists",
      auth: "public",
      query: limit,
      success: { status: 200, description: "Tags without isPopular; usageCount counts active artists (default 50)", schema: z.array(Tag) },
      errors: [],
    },
    forProducers: {
      method: "get",
      path: "/api/tags/producers",
      summary: "Tags used by producers",
      auth: "public",
      query: limit,
      success: { status: 200, description: "Tags without isPopular; usageCount counts active producers (default 50)", schema: z.array(Tag) },
      errors: [],
    },
    search: {
      method: "get",
      path: "/api/tags/search",
      summary: "Tags whose name matches",
      auth: "public",
      query: limit.extend({ q: z.string().optional().catch(undefined).describe("Part of the name (first 50 characters); empty gives no tags") }),
      success: { status: 200, description: "Tags: the exact name first, then names starting with it, then the rest", schema: z.array(Tag) },
      errors: [],
    },
    getOrCreate: {
      method: "post",
      path: "/api/tags/get-or-create",
      summary: "The tag of this name, created when new",
      auth: "user",
      body: named("TagNameInput", tagNameSchema),
      success: { status: 200, alsoStatus: 201, description: "The existing tag (200) or the new one (201)", schema: Tag },
      errors: [400, 401],
      rateLimit: newTagsLimit,
    },
  },
});
