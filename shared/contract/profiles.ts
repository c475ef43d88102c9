import { z } from "zod";
import { awardFields, educationFields, experienceFields, portfolioFields, profileFields, userTagsSchema } from "@shared/validators/profiles";
import { newTagsLimit } from "./tags";
import { defineFeature, messageAnswer, named, type OperationSpec } from "./define";
import { Award, CanContact, Education, Experience, Portfolio, UserProfile, UserTags } from "./responses";

/** POST, PATCH (or PUT) and DELETE of one kind of profile row: the owner's only. */
function rows<const P extends string, F extends z.ZodObject, A extends z.ZodType, const U extends "patch" | "put">(
  path: P,
  label: string,
  fields: F,
  answer: A,
  name: string,
  update: U,
) {
  return {
    create: {
      method: "post",
      path,
      summary: `Add ${label}`,
      auth: "user",
      body: named(`${name}Input`, fields),
      success: { status: 201, description: "Created", schema: answer },
      errors: [400, 401, 409],
    },
    update: {
      method: update,
      path: `${path}/{id}` as `${P}/{id}`,
      summary: `Change ${label} (only the fields sent)`,
      auth: "user",
      params: { id: "id" },
      body: named(`${name}Patch`, fields.partial()),
      success: { status: 200, description: "Updated", schema: answer },
      errors: [400, 401, 403, 404],
    },
    remove: {
      method: "delete",
      path: `${path}/{id}` as `${P}/{id}`,
      summary: `Delete ${label}`,
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Deleted", schema: messageAnswer },
      errors: [401, 403, 404],
    },
  } as const satisfies Record<string, OperationSpec>;
}

const experience = rows("/api/experiences", "an experience", experienceFields, Experience, "Experience", "patch");
const award = rows("/api/awards", "an award", awardFields, Award, "Award", "patch");
const education = rows("/api/education", "an education entry", educationFields, Education, "Education", "patch");
const portfolio = rows("/api/portfolios", "a portfolio item", portfolioFields, Portfolio, "Portfolio", "put");

/** server/features/profiles/routes.ts, mounted at /api. */
export const profilePaths = defineFeature({
  tag: "profiles",
  description: "프로필, 전문분야, 경력, 수상, 학력, 포트폴리오",
  operations: {
    detail: {
      method: "get",
      path: "/api/users/{id}",
      summary: "A user's profile",
      description: "The e-mail is the owner's only (null for others); `displayEmail` is the owner's address, masked for others.",
      auth: "optional",
      params: { id: "userId" },
      success: { status: 200, description: "Profile", schema: UserProfile },
      errors: [404],
    },
    update: {
      method: "put",
      path: "/api/users/{id}",
      summary: "Change one's own profile (only the fields sent)",
      auth: "user",
      params: { id: "userId" },
      body: named("ProfilePatch", profileFields.partial()),
      success: { status: 200, description: "Profile", schema: UserProfile },
      errors: [400, 401, 403, 404],
    },
    tags: {
      method: "get",
      path: "/api/users/{id}/tags",
      summary: "A user's specialties",
      auth: "optional",
      params: { id: "userId" },
      success: { status: 200, description: "Tags", schema: UserTags },
      errors: [404],
    },
    setTags: {
      method: "put",
      path: "/api/users/{id}/tags",
      summary: "Set one's own specialties",
      auth: "user",
      params: { id: "userId" },
      body: named("UserTagsInput", userTagsSchema),
      success: { status: 200, description: "Tags", schema: UserTags },
      errors: [400, 401, 403, 404],
    },
    canContact: {
      method: "get",
      path: "/api/users/{id}/can-contact",
      summary: "Whether the viewer may message this user",
      auth: "optional",
      params: { id: "userId" },
      success: { status: 200, description: "State", schema: CanContact },
      errors: [404],
    },
    createExperience: experience.create,
    updateExperience: experience.update,
    removeExperience: experience.remove,
    createAward: award.create,
    updateAward: award.update,
    removeAward: award.remove,
    createEducation: education.create,
    updateEducation: education.update,
    removeEducation: education.remove,
    createPortfolio: { ...portfolio.create, rateLimit: newTagsLimit },
    updatePortfolio: { ...portfolio.update, rateLimit: newTagsLimit },
    removePortfolio: portfolio.remove,
  },
});
