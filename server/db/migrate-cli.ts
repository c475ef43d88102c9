// `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { createDatabase } from "./client";
import { migrationsFolder } from "./migrate";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`, logger });
await database.migrate(migrationsFolder);
logger.info({ driver: database.driver }, "migrations applied");
await database.close();
