import { sql } from "drizzle-orm";
import { POPULAR_TAGS_LIMIT, TAG_CREATE_PER_DAY, TAG_SEARCH_LIMIT } from "@shared/constants";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { RateLimitedError } from "../../http/errors";
import * as repo from "./repository";

const DAY_MS = 24 * 60 * 60_000;

export const tagMessages = {
  tooManyNew: `새 태그는 하루에 ${TAG_CREATE_PER_DAY}개까지 만들 수 있습니다. 이미 있는 태그를 골라 주세요.`,
} as const;

const clampLimit = (v: unknown, fallback: number, max = 100) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};

export const all = (db: Db) => repo.allTags(db);
export const popular = (db: Db, limit: unknown) => repo.popularTags(db, clampLimit(limit, POPULAR_TAGS_LIMIT));
export const forProjects = (db: Db, limit: unknown) => repo.projectTagsInUse(db, clampLimit(limit, 50));
export const forUsers = (db: Db, type: "artist" | "producer", limit: unknown) => repo.userTagsInUse(db, type, clampLimit(limit, 50));

export async function search(db: Db, q: unknown, limit: unknown) {
  const text = typeof q === "string" ? q.trim().slice(0, 50) : "";
  if (!text) return [];
  return repo.searchTags(db, text, clampLimit(limit, TAG_SEARCH_LIMIT, 50));
}

/**
 * Finds tags by name (ignoring case) and creates the missing ones in the caller's transaction, as `userId`:
 * at most TAG_CREATE_PER_DAY new tags per person in 24 hours (issue 30). The person's tag creations are
 * serialised by an advisory lock held to the end of the transaction, so two requests at once cannot both
 * take the last places. Returns the tags in the order asked. @throws RateLimitedError
 */
export async function getOrCreateMany(tx: DbOrTx, names: string[], userId: string, now: Date) {
  return repo.getOrCreate(tx, names, userId, now, async (missing) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tags:${userId}`}))`);
    const created = await repo.createdSince(tx, userId, new Date(now.getTime() - DAY_MS));
    if (created + missing.length > TAG_CREATE_PER_DAY) throw new RateLimitedError(tagMessages.tooManyNew);
  });
}

/** Finds a tag by name (ignoring case) or creates it; `created` tells which. @throws RateLimitedError */
export async function getOrCreate(db: Db, name: string, userId: string, now: Date) {
  const existing = await repo.findByNames(db, [name]);
  if (existing[0]) return { tag: existing[0], created: false };
  const [tag] = await inTransaction(db, (tx) => getOrCreateMany(tx, [name], userId, now));
  return { tag: tag!, created: true };
}

// For other features: this file is the tags feature's public entry (eslint.config.js boundaries). Projects,
// posts and profiles find or create their tags (getOrCreateMany) in their own transaction and keep the usage counts right.
export { adjustUsage, syncUsage } from "./repository";
// The console's tag review (issue 24): the admin feature decides and audits, in its transaction.
export { reviewQueue, reviewRow, setReview, type ReviewRow, type TagReviewStatus } from "./repository";
