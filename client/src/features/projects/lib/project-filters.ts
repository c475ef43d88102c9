import { PROJECT_SORTS } from "@shared/constants";
import type { ProjectListQuery } from "@shared/validators/projects";
import { defineUrlFilters, flagField, searchField, sortField, tagsField, textField, type UrlFilterFields, type UrlFilterValues } from "@/lib/url-filters";

export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const SORT_LABELS: Record<ProjectSort, string> = {
  newest: "최신순",
  deadline: "마감임박순",
  budget: "예산순",
};

/** The parameters of GET /api/projects that /projects keeps in its address, in the address's order. */
const fields = {
  search: searchField(),
  // A comma list; repeated ?tags= are accepted too.
  tags: tagsField(),
  location: textField(),
  /** A producer's user id (from ?producer=, e.g. a profile's "their projects" link). */
  producer: textField(),
  sortBy: sortField(PROJECT_SORTS, "newest"),
  /** Closed projects (expired, in progress, completed) listed too, after the recruiting ones. */
  includeClosed: flagField(),
  /** Only projects with a role paid an amount (issue 26). */
  paidRoles: flagField(),
  /** Only projects with a role of this category, e.g. 배우 (issue 26). */
  roleCategory: textField(),
} satisfies UrlFilterFields<ProjectListQuery>;

/** The /projects filters; the address bar is their source of truth. */
export type ProjectFilters = UrlFilterValues<typeof fields>;

export const projectFilters = defineUrlFilters("/projects", fields);
