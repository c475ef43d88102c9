import { z } from "zod";
import { WRITE_RATE } from "@shared/constants";
import { reportSchema } from "@shared/validators/community";
import { projectFields, projectListQuerySchema, projectStatusChangeSchema, publicListQuerySchema } from "@shared/validators/projects";
import { newTagsLimit } from "./tags";
import { defineFeature, named } from "./define";
import { FavoriteToggle, ProjectCard, ProjectDetail, ProjectPage, ReportResult } from "./responses";

const projectInput = named("ProjectInput", projectFields);

/** server/features/projects/routes.ts, mounted at /api. */
export const projectPaths = defineFeature({
  tag: "projects",
  description: "프로젝트 등록, 검색, 상세, 상태 변경, 관심 프로젝트",
  operations: {
    list: {
      method: "get",
      path: "/api/projects",
      summary: "Search published projects",
      description: "Producers' e-mail addresses are shown to signed-in members only; visitors' answers may be reused for a few seconds.",
      auth: "optional",
      query: projectListQuerySchema,
      success: { status: 200, description: "A page of projects", schema: ProjectPage },
      errors: [400],
    },
    listPublic: {
      method: "get",
      path: "/api/projects/public",
      summary: "Projects on the landing page",
      auth: "public",
      query: publicListQuerySchema,
      success: { status: 200, description: "Published projects, most viewed or newest first", schema: z.array(ProjectCard) },
      errors: [400],
    },
    mine: {
      method: "get",
      path: "/api/my-projects",
      summary: "The producer's own projects, drafts included (producers)",
      auth: "user",
      success: { status: 200, description: "Projects, newest first", schema: z.array(ProjectCard) },
      errors: [401, 403],
    },
    recommended: {
      method: "get",
      path: "/api/recommendations/projects",
      summary: "Open projects recommended to the artist from their tags and location (artists)",
      auth: "user",
      success: { status: 200, description: "Projects", schema: z.array(ProjectCard) },
      errors: [401, 403],
    },
    favorites: {
      method: "get",
      path: "/api/my-favorites",
      summary: "The user's favourite projects",
      auth: "user",
      success: { status: 200, description: "Projects", schema: z.array(ProjectCard) },
      errors: [401],
    },
    detail: {
      method: "get",
      path: "/api/projects/{id}",
      summary: "One project (drafts only for their owner)",
      auth: "optional",
      params: { id: "id" },
      success: { status: 200, description: "The project", schema: ProjectDetail },
      errors: [404],
    },
    create: {
      method: "post",
      path: "/api/projects",
      summary: "Create a project (producers)",
      description: "At most WRITE_RATE.projectCreate (20) an hour per producer; the new tags it names count against the day's TAG_CREATE_PER_DAY too.",
      auth: "user",
      body: projectInput,
      success: { status: 201, description: "Created", schema: ProjectDetail },
      errors: [400, 401, 403],
      rateLimit: { key: "project-create", by: "user", ...WRITE_RATE.projectCreate },
    },
    update: {
      method: "put",
      path: "/api/projects/{id}",
      summary: "Replace a project's fields (owner)",
      auth: "user",
      params: { id: "id" },
      body: projectInput,
      success: { status: 200, description: "Updated", schema: ProjectDetail },
      errors: [400, 401, 403, 404, 409],
      rateLimit: newTagsLimit,
    },
    patch: {
      method: "patch",
      path: "/api/projects/{id}",
      summary: "Change some fields of a project (owner); `{ updates: {...} }` or the fields themselves",
      description: "Only the fields sent change. The body may also be `{ updates: ProjectPatch }` (the dashboard's form).",
      auth: "user",
      params: { id: "id" },
      body: named("ProjectPatch", projectFields.partial()),
      success: { status: 200, description: "Updated", schema: ProjectDetail },
      errors: [400, 401, 403, 404, 409],
      rateLimit: newTagsLimit,
    },
    changeStatus: {
      method: "patch",
      path: "/api/projects/{id}/status",
      summary: "Move a project to another status (owner)",
      auth: "user",
      params: { id: "id" },
      body: named("ProjectStatusInput", projectStatusChangeSchema),
      success: { status: 200, description: "Updated", schema: ProjectDetail },
      errors: [400, 401, 403, 404, 409],
      rateLimit: { key: "project-status", by: "user", ...WRITE_RATE.projectStatus },
    },
    toggleFavorite: {
      method: "post",
      path: "/api/projects/{id}/favorite",
      summary: "Toggle a favourite",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "New state", schema: FavoriteToggle },
      errors: [401, 404],
    },
    report: {
      method: "post",
      path: "/api/projects/{id}/report",
      summary: "Report a project to the operators (not its own producer)",
      description:
        "Idempotent per reporter. Hidden from everyone but its producer and staff once REPORT_HIDE_THRESHOLD members reported it, until an operator reviews it (issue 24). 400 for one's own project; 404 for a hidden project or another's draft.",
      auth: "user",
      params: { id: "id" },
      body: named("ProjectReportInput", reportSchema),
      success: { status: 200, description: "Reported", schema: ReportResult },
      errors: [400, 401, 404],
    },
  },
});
