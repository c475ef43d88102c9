import { z } from "zod";
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_SCOPES, type SavedSearchScope } from "../constants";
import { peopleListQuerySchema } from "./profiles";
import { projectListQuerySchema } from "./projects";

export const savedSearchMsg = {
  name: "검색 이름을 입력해주세요",
  nameMax: `검색 이름은 ${SAVED_SEARCH_NAME_MAX}자 이하로 입력해주세요`,
  scope: "저장할 목록이 올바르지 않습니다",
  frequency: "알림 주기를 선택해주세요",
  query: "검색 조건이 올바르지 않습니다",
  empty: "검색어, 태그 또는 지역을 하나 이상 정한 뒤 저장해주세요",
  paused: "일시 정지 여부가 올바르지 않습니다",
} as const;

const name = z.string({ error: savedSearchMsg.name }).trim().min(1, savedSearchMsg.name).max(SAVED_SEARCH_NAME_MAX, savedSearchMsg.nameMax);
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: savedSearchMsg.frequency });

/** The address-bar query of the list a search is saved from: `{ search: "무용", tags: "a,b" }` or arrays. */
const rawQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]), { error: savedSearchMsg.query });

export const savedSearchCreateSchema = z.object({
  name,
  scope: z.enum(SAVED_SEARCH_SCOPES, { error: savedSearchMsg.scope }),
  frequency,
  query: rawQuery.default({}),
});
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional(), paused: z.boolean({ error: savedSearchMsg.paused }).optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.paused !== undefined, savedSearchMsg.query);
export type SavedSearchUpdateInput = z.input<typeof savedSearchUpdateSchema>;

/** The stored filter of a saved search: what the list's own schema parsed, without paging and defaults. */
export interface SavedQuery {
  search?: string;
  tags?: string[];
  location?: string;
  sortBy?: string;
  status?: string;
  producer?: string;
  /** /projects only: closed projects listed too (after the recruiting ones). */
  includeClosed?: boolean;
  /** Projects only (issue 26). */
  paidRoles?: true;
  roleCategory?: string;
}

/**
 * Parses a saved search's filter with the very schema of the list it comes from (GET /api/projects or
 * the directories), so a saved search holds exactly what that list accepts. Throws the schema's
 * ZodError (400 with its Korean messages) on a bad filter.
 */
export function parseSavedQuery(scope: SavedSearchScope, raw: Record<string, string | string[]>): SavedQuery {
  const { limit: _l, offset: _o, ...rest } = raw;
  if (scope === "projects") {
    const q = projectListQuerySchema.parse(rest);
    return clean({
      search: q.search,
      tags: q.tags,
      location: q.location,
      sortBy: q.sortBy,
      status: q.status,
      producer: q.producer,
      includeClosed: q.includeClosed,
      paidRoles: q.paidRoles,
      roleCategory: q.roleCategory,
    });
  }
  const q = peopleListQuerySchema.parse(rest);
  return clean({ search: q.search, tags: q.tags, location: q.location, sortBy: q.sortBy === "newest" ? undefined : q.sortBy });
}

function clean(q: SavedQuery): SavedQuery {
  const out: SavedQuery = {};
  if (q.search) out.search = q.search;
  if (q.tags?.length) out.tags = q.tags;
  if (q.location) out.location = q.location;
  if (q.sortBy) out.sortBy = q.sortBy;
  if (q.status) out.status = q.status;
  if (q.producer) out.producer = q.producer;
  if (q.includeClosed) out.includeClosed = true;
  if (q.paidRoles) out.paidRoles = true;
  if (q.roleCategory) out.roleCategory = q.roleCategory;
  return out;
}

/** The list's address with the saved filter (the same parameter names the list pages read). */
export function savedSearchPath(scope: SavedSearchScope, q: SavedQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.tags?.length) params.set("tags", q.tags.join(","));
  if (q.location) params.set("location", q.location);
  if (q.producer) params.set("producer", q.producer);
  if (q.status) params.set("status", q.status);
  if (q.sortBy) params.set("sortBy", q.sortBy);
  if (q.includeClosed) params.set("includeClosed", "true");
  if (q.paidRoles) params.set("paidRoles", "true");
  if (q.roleCategory) params.set("roleCategory", q.roleCategory);
  const qs = params.toString();
  return `/${scope}${qs ? `?${qs}` : ""}`;
}
