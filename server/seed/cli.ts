// `npm run seed`: demo data into DATABASE_URL or the embedded database (skips when users exist).
import { loadConfig } from "../config";
import { createDatabase } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { createLogger } from "../logger";
import { maybeSeedDemo } from "./auto";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`, logger });
await database.migrate(migrationsFolder);
await maybeSeedDemo(database, { seedDemo: true, uploadDir: config.uploadDir, uploadS3: config.uploadS3 }, logger);
await database.close();
