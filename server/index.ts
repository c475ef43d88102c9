import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { runPrimary, workerCount } from "./cluster";
import { loadConfig } from "./config";
import { createDatabase } from "./db/client";
import { createEventHub } from "./events/hub";
import { closeCallsJob } from "./jobs/close-calls";
import { deadlineReminderJob } from "./jobs/deadline-reminder";
import { auditionReminderJob } from "./jobs/audition-reminder";
import { escrowAutoReleaseJob, escrowReconciliationJob, paymentReminderJob, payoutRetryJob } from "./jobs/payment-reminder";
import { backfillMilestones, lapseStaleRefundRequests, paymentProviderOf } from "./features/payments/service";
import { dataExportJob } from "./jobs/data-export";
import { projectViewsRetentionJob } from "./jobs/project-views-retention";
import { createJobRunner } from "./jobs/runner";
import { savedSearchAlertsJob, savedSearchDigestsJob } from "./jobs/saved-search-alerts";
import { securityLogRetentionJob } from "./jobs/security-log-retention";
import { uploadCleanupJob } from "./jobs/upload-cleanup";
import { migrationsFolder } from "./db/migrate";
import { createLogger } from "./logger";
import { mailDepsOf } from "./mail/kind-mail";
import { createMailSender } from "./mail/sender";
import { fileTransport, smtpTransport } from "./mail/transport";
import { maybeSeedDemo } from "./seed/auto";
import { promoteAdminEmails } from "./features/admin/service";
import { suspensionExpiryJob } from "./jobs/suspension-expiry";
import { createUploadStorage } from "./storage/index";

/** Contracts signed before payments existed get their milestones once, here, not on a GET (issue 28). */
async function backfillPayments(db: Parameters<typeof backfillMilestones>[0], logger: ReturnType<typeof createLogger>) {
  const made = await backfillMilestones(db);
  if (made > 0) logger.info({ contracts: made }, "payment milestones made for contracts signed before payments");
  const lapsed = await lapseStaleRefundRequests(db);
  if (lapsed > 0) logger.info({ requests: lapsed }, "refund requests of settled milestones lapsed");
}

async function main() {
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const workers = workerCount(config, dev);
  if (!config.databaseUrl && (config.webConcurrency ?? 1) > 1) logger.warn("WEB_CONCURRENCY is ignored with the embedded PGlite database: one process");

  if (cluster.isPrimary && workers > 1) {
    // The workers find the schema migrated and the demo seeded (when asked for): done once, here.
    const database = await createDatabase({ databaseUrl: config.databaseUrl, logger });
    await database.migrate(migrationsFolder);
    logger.info({ driver: database.driver }, "database ready");
    await maybeSeedDemo(database, config, logger);
    await promoteAdminEmails(database.db, config.adminEmails, new Date(), logger);
    await backfillPayments(database.db, logger);
    await database.close();
    runPrimary(workers, logger);
    return;
  }

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
    poolSize: config.databasePoolSize,
    logger,
  });
  if (cluster.isPrimary) {
    await database.migrate(migrationsFolder);
    logger.info({ driver: database.driver }, "database ready");
    await maybeSeedDemo(database, config, logger);
    // ADMIN_EMAILS: verified accounts of these addresses run the console (issue 24); sign-in and verification promote later ones.
    await promoteAdminEmails(database.db, config.adminEmails, new Date(), logger);
    await backfillPayments(database.db, logger);
  }

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(`${config.dataDir}/outbox`);
  const mailer = createMailSender(database.db, transport, config.mailFrom, logger);
  mailer.start();

  let client: Parameters<typeof createApp>[0]["client"];
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
      server: { middlewareMode: true },
      appType: "spa",
    });
    client = { vite };
  } else {
    // Bundled (dist/server/index.js) the client sits in ../public; run from source, in ../dist/public.
    const bundled = fileURLToPath(new URL("../public", import.meta.url));
    client = { distDir: existsSync(bundled) ? bundled : fileURLToPath(new URL("../dist/public", import.meta.url)) };
  }

  const events = createEventHub(database, logger);
  await events.start();
  const jobs = createJobRunner(database.db, { logger });
  jobs.register(closeCallsJob());
  jobs.register(deadlineReminderJob(mailDepsOf({ config, onMailQueued: mailer.kick })));
  jobs.register(auditionReminderJob(mailDepsOf({ config, onMailQueued: mailer.kick })));
  jobs.register(paymentReminderJob(mailDepsOf({ config, onMailQueued: mailer.kick })));
  jobs.register(savedSearchAlertsJob(mailDepsOf({ config, onMailQueued: mailer.kick })));
  jobs.register(savedSearchDigestsJob(mailDepsOf({ config, onMailQueued: mailer.kick })));
  // One storage for the app and the clean-up job (S3 when configured, else the disk under UPLOAD_DIR).
  const storage = createUploadStorage(config);
  jobs.register(uploadCleanupJob(storage, { logger }));
  jobs.register(suspensionExpiryJob({ logger }));
  jobs.register(securityLogRetentionJob());
  jobs.register(projectViewsRetentionJob());
  jobs.register(dataExportJob({ storage, appUrl: config.appUrl, onMailQueued: mailer.kick, logger }));
  jobs.register(escrowAutoReleaseJob());
  const provider = paymentProviderOf(config.toss);
  jobs.register(escrowReconciliationJob(provider?.provider));
  jobs.register(payoutRetryJob(provider?.provider));
  jobs.start();

  const payments = provider && { ...provider, checkoutPage: !!provider.fake };
  const { app, sessionStore, views } = createApp({
    db: database.db,
    config,
    payments,
    logger,
    onMailQueued: mailer.kick,
    client,
    events,
    storage,
    runJob: (name) => void jobs.runOnce(name).catch((err: unknown) => logger.error({ err, job: name }, "job failed")),
  });
  const server: Server = app.listen(config.port, () => {
    // The port actually bound (PORT=0 takes a free one: the fault tests start processes that way).
    const port = (server.address() as AddressInfo | null)?.port ?? config.port;
    logger.info({ port }, `아트링크 서버가 ${config.appUrl} 에서 실행 중입니다 (port ${port}, ${database.driver})`);
  });
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment gets
  // ECONNRESET (the clean-clone e2e hit it on a request made ~5 s after the previous one). Browsers and
  // proxies keep idle connections longer than we do, so outlast them instead: 65 s, and the header
  // timeout just above it as Node requires.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const prune = setInterval(() => sessionStore.pruneExpired().catch(() => undefined), 60 * 60_000);
  prune.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Event streams never go idle: end them first, or server.close would wait for the forced exit.
    const streamsEnded = events.stop();
    server.close(async () => {
      server.closeIdleConnections?.();
      await jobs.stop();
      await streamsEnded;
      await views.stop();
      await mailer.stop();
      if (client && "vite" in client) await client.vite.close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A worker whose primary is gone (killed) would serve on unattended: it stops as on SIGTERM.
  if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
