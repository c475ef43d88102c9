import pino from "pino";

/** Paths never written to logs: credentials, tokens and cookies. */
export const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
];

export function createLogger(level = "info") {
  return pino({ level, redact: { paths: redactPaths, censor: "[redacted]" } });
}
export type Logger = ReturnType<typeof createLogger>;
