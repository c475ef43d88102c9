import { count } from "drizzle-orm";
import { users } from "@shared/schema/index";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createUploadStorage } from "../storage/index";
import { seedDemo } from "./demo";

/**
 * SEED_DEMO=true seeds when there are no users yet; SEED_DEMO=false never seeds; unset seeds only an
 * empty embedded database, so a newcomer's first `npm start` shows a populated marketplace.
 */
export async function maybeSeedDemo(
  database: Database,
  config: Pick<Config, "seedDemo" | "uploadDir"> & Partial<Pick<Config, "uploadS3">>,
  logger: Logger,
): Promise<void> {
  if (config.seedDemo === false) return;
  if (config.seedDemo === undefined && database.driver !== "pglite") return;
  const [row] = await database.db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return;
  logger.info("seeding demo data (empty database)");
  const summary = await seedDemo(database.db, { storage: createUploadStorage(config) });
  logger.info(summary, "demo data ready");
}
