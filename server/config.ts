import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUPPORT_EMAIL_DEFAULT } from "@shared/constants";

const boolish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    APP_URL: z.string().url("APP_URL must be a URL such as http://localhost:5000").optional(),
    SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
    SMTP_URL: z.string().url("SMTP_URL must be a nodemailer SMTP URL such as smtp://user:pass@host:587").optional(),
    MAIL_FROM: z.string().min(3).default("아트링크 <no-reply@artlink.local>"),
    SUPPORT_EMAIL: z.string().email("SUPPORT_EMAIL must be an e-mail address").default(SUPPORT_EMAIL_DEFAULT),
    UPLOAD_DIR: z.string().min(1).optional(),
    SEED_DEMO: boolish.optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((e) => e.NODE_ENV !== "production" || !!e.SESSION_SECRET, {
    message: "SESSION_SECRET is required when NODE_ENV=production",
    path: ["SESSION_SECRET"],
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  databaseUrl?: string;
  dataDir: string;
  appUrl: string;
  sessionSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form inquiries are mailed. */
  supportEmail: string;
  uploadDir: string;
  /** undefined: seed only an empty embedded database. */
  seedDemo?: boolean;
  logLevel: string;
}

/** Reads process.env once; the only reader of process.env in the server. Exits with a clear message when invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const envFile = path.resolve(".env");
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  // An empty variable means "not set" (e.g. DATABASE_URL= in a .env file).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
  };
}

/** Outside production a secret is generated once and kept under DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
