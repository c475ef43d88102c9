import { z } from "zod";
import { awardFields, educationFields, experienceFields, portfolioFields, profileFields, userTagsSchema } from "@shared/validators/profiles";
import { defineFeature, messageAnswer, named, type OperationSpec } from "../define";
import { Award, CanContact, Education, Experience, Portfolio, UserProfile, UserTags } from "../responses";

/** POST, PATCH (or PUT) and DELETE of one kind of profile row: the owner's only. */
function rows(path: string, label: string, fields: z.ZodObject, answer: z.ZodType, name: string, update: "patch" | "put"): OperationSpec[] {
  return [
    {
      method: "post",
      path,
      summary: `Add ${label}`,
      auth: "user",
      body: named(`${name}Input`, fields),
      success: { status: 201, description: "Created", schema: answer },
      errors: [400, 401],
    },
    {
      method: update,
      path: `${path}/{id}`,
      summary: `Change ${label} (only the fields sent)`,
      auth: "user",
      params: { id: "id" },
      body: named(`${name}Patch`, fields.partial()),
      success: { status: 200, description: "Updated", schema: answer },
      errors: [400, 401, 403, 404],
    },
    {
      method: "delete",
      path: `${path}/{id}`,
      summary: `Delete ${label}`,
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Deleted", schema: messageAnswer },
      errors: [401, 403, 404],
    },
  ];
}

/** server/features/profiles/routes.ts, mounted at /api. */
export const profilePaths = defineFeature({
  tag: "profiles",
  description: "프로필, 전문분야, 경력, 수상, 학력, 포트폴리오",
  operations: [
    { method: "get", path: "/api/users/{id}", summary: "A user's profile", auth: "optional", params: { id: "userId" }, success: { status: 200, description: "Profile", schema: UserProfile }, errors: [404] },
    {
      method: "put",
      path: "/api/users/{id}",
      summary: "Change one's own profile (only the fields sent)",
      auth: "user",
      params: { id: "userId" },
      body: named("ProfilePatch", profileFields.partial()),
      success: { status: 200, description: "Profile", schema: UserProfile },
      errors: [400, 401, 403, 404],
    },
    { method: "get", path: "/api/users/{id}/tags", summary: "A user's specialties", auth: "optional", params: { id: "userId" }, success: { status: 200, description: "Tags", schema: UserTags }, errors: [404] },
    {
      method: "put",
      path: "/api/users/{id}/tags",
      summary: "Set one's own specialties",
      auth: "user",
      params: { id: "userId" },
      body: named("UserTagsInput", userTagsSchema),
      success: { status: 200, description: "Tags", schema: UserTags },
      errors: [400, 401, 403, 404],
    },
    { method: "get", path: "/api/users/{id}/can-contact", summary: "Whether the viewer may message this user", auth: "optional", params: { id: "userId" }, success: { status: 200, description: "State", schema: CanContact }, errors: [404] },
    ...rows("/api/experiences", "an experience", experienceFields, Experience, "Experience", "patch"),
    ...rows("/api/awards", "an award", awardFields, Award, "Award", "patch"),
    ...rows("/api/education", "an education entry", educationFields, Education, "Education", "patch"),
    ...rows("/api/portfolios", "a portfolio item", portfolioFields, Portfolio, "Portfolio", "put"),
  ],
});
