import { POPULAR_TAGS_LIMIT, TAG_SEARCH_LIMIT } from "@shared/constants";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import * as repo from "./repository";

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

/** Finds a tag by name (ignoring case) or creates it; `created` tells which. */
export async function getOrCreate(db: Db, name: string, userId: string) {
  const existing = await repo.findByNames(db, [name]);
  if (existing[0]) return { tag: existing[0], created: false };
  const [tag] = await inTransaction(db, (tx) => repo.getOrCreate(tx, [name], userId));
  return { tag: tag!, created: true };
}

// For other features: this file is the tags feature's public entry (eslint.config.js boundaries). Projects,
// posts and profiles find or create their tags in their own transaction and keep the usage counts right.
export { adjustUsage, getOrCreate as getOrCreateMany, syncUsage } from "./repository";
