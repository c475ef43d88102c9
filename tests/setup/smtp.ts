import { createServer as createNetServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  port: number;
  received: ParsedMail[];
  envelopes: string[][];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtp(port = 0): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return { port: address.port, received, envelopes, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** The first address of a parsed mail's address field (to, from, replyTo). */
export function firstAddress(field: ParsedMail["to"] | ParsedMail["replyTo"]): string | undefined {
  if (!field) return undefined;
  const one = Array.isArray(field) ? field[0] : field;
  return one?.value[0]?.address;
}
