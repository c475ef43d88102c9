import type { Db } from "../db/client";

/** Demo data; written by the seed task. */
export async function seedDemo(_db: Db): Promise<Record<string, number>> {
  return {};
}
