import { ZodError } from "zod";
import type { SavedSearch } from "@shared/api-types";
import { SAVED_SEARCHES_MAX } from "@shared/constants";
import { anchorToken, filterTokens } from "@shared/search-tokens";
import { parseSavedQuery, savedSearchMsg, savedSearchPath, type SavedQuery } from "@shared/validators/saved-searches";
import type { z } from "zod";
import type { savedSearchCreateSchema, savedSearchUpdateSchema } from "@shared/validators/saved-searches";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../http/auth";
import { fieldErrorsOf } from "../../http/error-handler";
import { ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import * as repo from "./repository";

export const savedSearchMessages = {
  notFound: "저장한 검색을 찾을 수 없습니다",
  limit: `검색은 최대 ${SAVED_SEARCHES_MAX}개까지 저장할 수 있습니다. 사용하지 않는 검색을 삭제한 뒤 다시 시도해주세요.`,
} as const;

function toApi(row: repo.SavedSearchRow): SavedSearch {
  const query = row.query as SavedQuery;
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    frequency: row.frequency,
    paused: row.paused,
    query,
    path: savedSearchPath(row.scope, query),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filter parsed by its list's schema; its errors become a 400 on `query.<field>`. */
function savedQueryOf(scope: SavedSearch["scope"], raw: Record<string, string | string[]>): SavedQuery {
  try {
    const q = parseSavedQuery(scope, raw);
    if (!q.search && !q.tags?.length && !q.location && !q.producer && !q.paidRoles && !q.roleCategory)
      throw new ValidationError(savedSearchMsg.empty, { query: [savedSearchMsg.empty] });
    return q;
  } catch (err) {
    if (!(err instanceof ZodError)) throw err;
    const fields = fieldErrorsOf(err);
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`query.${k}`, v]));
    throw new ValidationError(err.issues[0]?.message ?? savedSearchMsg.query, fieldErrors);
  }
}

/** The owner's saved searches, newest first. */
export async function list(db: Db, user: SessionUser): Promise<SavedSearch[]> {
  return (await repo.listOf(db, user.id)).map(toApi);
}

/**
 * Saves the current filters of a list. The tokens stored are those the list's search asks of a
 * document (filterTokens), so matching a new project is the same rule as finding it.
 * @throws ValidationError (name, frequency, filter), ConflictError past SAVED_SEARCHES_MAX.
 */
export async function create(db: Db, user: SessionUser, input: z.output<typeof savedSearchCreateSchema>): Promise<SavedSearch> {
  const query = savedQueryOf(input.scope, input.query);
  if ((await repo.countOf(db, user.id)) >= SAVED_SEARCHES_MAX) throw new ConflictError(savedSearchMessages.limit);
  const { required, anyOf } = filterTokens(query);
  const row = await repo.insert(db, {
    userId: user.id,
    name: input.name,
    scope: input.scope,
    query: query as Record<string, unknown>,
    frequency: input.frequency,
    requiredTokens: required,
    anyTokens: anyOf,
    anchorToken: anchorToken(required),
    producerFilter: query.producer ?? null,
    statusFilter: query.status ?? null,
  });
  return toApi(row);
}

/** Loads a search of its owner; another user's is a 404 (its existence is not revealed). */
async function owned(db: Db, user: SessionUser, id: number) {
  const row = await repo.findOne(db, id);
  if (!row || row.userId !== user.id) throw new NotFoundError(savedSearchMessages.notFound);
  return row;
}

/** Renames, changes the frequency, pauses or resumes. @throws NotFoundError, ValidationError */
export async function update(
  db: Db,
  user: SessionUser,
  id: number,
  patch: z.output<typeof savedSearchUpdateSchema>,
  now: Date = systemClock(),
): Promise<SavedSearch> {
  await owned(db, user, id);
  const values: Parameters<typeof repo.update>[2] = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.frequency !== undefined) values.frequency = patch.frequency;
  if (patch.paused !== undefined) values.paused = patch.paused;
  return toApi(await repo.update(db, id, values, now));
}

/** Deletes a search and what it matched. @throws NotFoundError */
export async function remove(db: Db, user: SessionUser, id: number): Promise<void> {
  await owned(db, user, id);
  await repo.remove(db, id);
}

// For other features: this file is the saved-searches feature's public entry (eslint.config.js boundaries).
export { enqueue } from "./repository";
// Its scheduled jobs, registered by server/index.ts.
export { digestSlot, SAVED_SEARCH_ALERTS_JOB, SAVED_SEARCH_DIGESTS_JOB, savedSearchAlertsJob, savedSearchDigestsJob } from "./alerts";
