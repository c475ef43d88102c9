import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUPPORT_EMAIL_DEFAULT } from "@shared/constants";
import type { S3StorageConfig } from "./storage/s3";

/** "a@x.kr, B@y.kr" -> ["a@x.kr", "b@y.kr"]. */
export const splitList = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const boolish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    APP_URL: z.string().url("APP_URL must be a URL such as http://localhost:5000").optional(),
    SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
    ENCRYPTION_KEY: z.string().min(16, "ENCRYPTION_KEY must be at least 16 characters").optional(),
    SMTP_URL: z.string().url("SMTP_URL must be a nodemailer SMTP URL such as smtp://user:pass@host:587").optional(),
    MAIL_FROM: z.string().min(3).default("아트링크 <no-reply@artlink.local>"),
    SUPPORT_EMAIL: z.string().email("SUPPORT_EMAIL must be an e-mail address").default(SUPPORT_EMAIL_DEFAULT),
    UPLOAD_DIR: z.string().min(1).optional(),
    SEED_DEMO: boolish.optional(),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .refine((v) => !v || splitList(v).every((e) => z.email().safeParse(e).success), "ADMIN_EMAILS must be e-mail addresses separated by commas"),
    TRUST_PROXY: z.string().min(1).optional(),
    UPLOAD_S3_BUCKET: z.string().min(1).optional(),
    UPLOAD_S3_REGION: z.string().min(1).default("us-east-1"),
    UPLOAD_S3_ENDPOINT: z.string().url("UPLOAD_S3_ENDPOINT must be a URL such as https://s3.example.com").optional(),
    UPLOAD_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    UPLOAD_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    UPLOAD_S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]*$/, "UPLOAD_S3_PREFIX may hold letters, digits and . _ - /")
      .default(""),
    UPLOAD_S3_FORCE_PATH_STYLE: boolish.optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1, "WEB_CONCURRENCY must be 1 or more").max(64).optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int("DATABASE_POOL_SIZE must be a whole number")
      .min(1, "DATABASE_POOL_SIZE must be 1 or more")
      .max(100, "DATABASE_POOL_SIZE must be 100 or less")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    KAKAO_CLIENT_ID: z.string().optional(),
    KAKAO_CLIENT_SECRET: z.string().optional(),
    KAKAO_ISSUER: z.string().url("KAKAO_ISSUER must be a URL").default("https://kauth.kakao.com"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.string().url("GOOGLE_ISSUER must be a URL").default("https://accounts.google.com"),
    NAVER_CLIENT_ID: z.string().optional(),
    NAVER_CLIENT_SECRET: z.string().optional(),
    NAVER_AUTHORIZATION_URL: z.string().url("NAVER_AUTHORIZATION_URL must be a URL").default("https://nid.naver.com/oauth2.0/authorize"),
    NAVER_TOKEN_URL: z.string().url("NAVER_TOKEN_URL must be a URL").default("https://nid.naver.com/oauth2.0/token"),
    NAVER_USERINFO_URL: z.string().url("NAVER_USERINFO_URL must be a URL").default("https://openapi.naver.com/v1/nid/me"),
    // The business details Korean law asks an online seller to show (전자상거래법 제10조), in the footer.
    BUSINESS_NAME: z.string().max(100).optional(),
    // 안전결제 (issue 28): Toss Payments keys, or TOSS_FAKE=1 for the local stand-in; neither: the option is hidden.
    TOSS_CLIENT_KEY: z.string().optional(),
    TOSS_SECRET_KEY: z.string().optional(),
    TOSS_API_URL: z.string().url("TOSS_API_URL must be a URL").default("https://api.tosspayments.com"),
    TOSS_FAKE: z.enum(["0", "1"]).optional(),
    // Payouts to artists (decision 040): the payouts API's 64-hex security key; without it released money waits.
    TOSS_SECURITY_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "TOSS_SECURITY_KEY must be the 64 hexadecimal characters of Toss's 보안 키")
      .optional(),
    BUSINESS_REPRESENTATIVE: z.string().max(100).optional(),
    BUSINESS_REGISTRATION_NUMBER: z
      .string()
      .regex(/^\d{3}-?\d{2}-?\d{5}$/, "BUSINESS_REGISTRATION_NUMBER must be a 10-digit 사업자등록번호 such as 123-45-67890")
      .optional(),
    BUSINESS_MAIL_ORDER_NUMBER: z.string().max(100).optional(),
    BUSINESS_ADDRESS: z.string().max(300).optional(),
    BUSINESS_PHONE: z.string().max(50).optional(),
    BUSINESS_EMAIL: z.string().email("BUSINESS_EMAIL must be an e-mail address").optional(),
  })
  .refine((e) => !e.UPLOAD_S3_ACCESS_KEY_ID === !e.UPLOAD_S3_SECRET_ACCESS_KEY, {
    message: "UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY go together",
    path: ["UPLOAD_S3_SECRET_ACCESS_KEY"],
  })
  .refine((e) => e.NODE_ENV !== "production" || !!e.SESSION_SECRET, {
    message: "SESSION_SECRET is required when NODE_ENV=production",
    path: ["SESSION_SECRET"],
  });

/** An OpenID Connect provider (Kakao, Google): endpoints come from the issuer's discovery document. */
export interface OidcProviderSettings {
  kind: "oidc";
  clientId: string;
  clientSecret: string;
  issuer: string;
}
/** A plain OAuth 2.0 provider (Naver): endpoints given, the profile read from its userinfo endpoint. */
export interface OAuth2ProviderSettings {
  kind: "oauth2";
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}
/** Sign-in providers that are switched on: each only when its client id and secret are both set. */
export interface OAuthSettings {
  kakao?: OidcProviderSettings;
  google?: OidcProviderSettings;
  naver?: OAuth2ProviderSettings;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  databaseUrl?: string;
  dataDir: string;
  appUrl: string;
  sessionSecret: string;
  /** ENCRYPTION_KEY: the AES-256-GCM key of stored secrets (TOTP) is derived from it; from sessionSecret when unset. */
  encryptionKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form inquiries are mailed. */
  supportEmail: string;
  uploadDir: string;
  /** Set (UPLOAD_S3_BUCKET): uploads live in this S3-compatible bucket instead of uploadDir. */
  uploadS3?: S3StorageConfig;
  /** undefined: seed only an empty embedded database. */
  seedDemo?: boolean;
  /** ADMIN_EMAILS: accounts with these verified e-mails become admins of the console (at start, sign-in and verification). */
  adminEmails: string[];
  logLevel: string;
  /** WEB_CONCURRENCY: server processes (node:cluster workers) with DATABASE_URL; default one per core, 1 = no cluster. */
  webConcurrency?: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per server process (default 10; decision 047). */
  databasePoolSize?: number;
  oauth: OAuthSettings;
  /** Express "trust proxy": whose X-Forwarded-For is believed for the client address (rate limits). */
  trustProxy: TrustProxy;
  /** The footer's business details (BUSINESS_*); undefined when none is set. */
  business?: BusinessInfo;
  /** The payment provider of 안전결제: Toss with its keys, the local stand-in, or none (hidden). */
  toss?: { fake: true } | { fake: false; clientKey: string; secretKey: string; apiUrl: string; securityKey?: string };
}

/** 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소 and optional phone and e-mail, each only when set. */
export interface BusinessInfo {
  name?: string;
  representative?: string;
  registrationNumber?: string;
  mailOrderNumber?: string;
  address?: string;
  phone?: string;
  email?: string;
}

function businessInfo(e: z.infer<typeof envSchema>): BusinessInfo | undefined {
  const info: BusinessInfo = {
    name: e.BUSINESS_NAME?.trim(),
    representative: e.BUSINESS_REPRESENTATIVE?.trim(),
    // Written as Koreans read it: 123-45-67890.
    registrationNumber: e.BUSINESS_REGISTRATION_NUMBER?.replace(/^(\d{3})-?(\d{2})-?(\d{5})$/, "$1-$2-$3"),
    mailOrderNumber: e.BUSINESS_MAIL_ORDER_NUMBER?.trim(),
    address: e.BUSINESS_ADDRESS?.trim(),
    phone: e.BUSINESS_PHONE?.trim(),
    email: e.BUSINESS_EMAIL,
  };
  const set = Object.fromEntries(Object.entries(info).filter(([, v]) => v)) as BusinessInfo;
  return Object.keys(set).length ? set : undefined;
}

export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY: unset = "loopback" (a reverse proxy on the same machine); "false"/"0"/"none" = no
 * proxy, the socket address is the client; "true" = any sender (only behind a proxy that overwrites
 * the header); a number = that many proxy hops; otherwise addresses or subnets, comma-separated
 * (e.g. "10.0.0.0/8,loopback").
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === "") return "loopback";
  const v = value.trim().toLowerCase();
  if (v === "false" || v === "0" || v === "none" || v === "no") return false;
  if (v === "true" || v === "yes") return true;
  if (/^[1-9][0-9]?$/.test(v)) return Number(v);
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .join(",");
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
    encryptionKey: e.ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    seedDemo: e.SEED_DEMO,
    adminEmails: e.ADMIN_EMAILS ? splitList(e.ADMIN_EMAILS) : [],
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    oauth: oauthSettings(e),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    business: businessInfo(e),
    toss:
      e.TOSS_FAKE === "1"
        ? { fake: true }
        : e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
          ? { fake: false, clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY, apiUrl: e.TOSS_API_URL, securityKey: e.TOSS_SECURITY_KEY }
          : undefined,
    uploadS3: e.UPLOAD_S3_BUCKET
      ? {
          bucket: e.UPLOAD_S3_BUCKET,
          region: e.UPLOAD_S3_REGION,
          endpoint: e.UPLOAD_S3_ENDPOINT,
          accessKeyId: e.UPLOAD_S3_ACCESS_KEY_ID,
          secretAccessKey: e.UPLOAD_S3_SECRET_ACCESS_KEY,
          prefix: e.UPLOAD_S3_PREFIX,
          forcePathStyle: e.UPLOAD_S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

function oauthSettings(e: z.infer<typeof envSchema>): OAuthSettings {
  const settings: OAuthSettings = {};
  if (e.KAKAO_CLIENT_ID && e.KAKAO_CLIENT_SECRET) {
    settings.kakao = { kind: "oidc", clientId: e.KAKAO_CLIENT_ID, clientSecret: e.KAKAO_CLIENT_SECRET, issuer: e.KAKAO_ISSUER };
  }
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    settings.google = { kind: "oidc", clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER };
  }
  if (e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET) {
    settings.naver = {
      kind: "oauth2",
      clientId: e.NAVER_CLIENT_ID,
      clientSecret: e.NAVER_CLIENT_SECRET,
      authorizationUrl: e.NAVER_AUTHORIZATION_URL,
      tokenUrl: e.NAVER_TOKEN_URL,
      userinfoUrl: e.NAVER_USERINFO_URL,
    };
  }
  return settings;
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
