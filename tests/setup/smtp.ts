import { connect, createServer as createNetServer, type Socket } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  port: number;
  received: ParsedMail[];
  envelopes: string[][];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtp(): Promise<Inbox> {
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
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return { port: address.port, received, envelopes, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * A mail server that is down until `up()`: the test holds its port from the start, so no other worker can
 * take it while the mail "waits" (a port taken from the OS and released, then listened on again later,
 * raced other test files for it: EADDRINUSE). While down, every connection is closed at once, as a crashed
 * server's would be; `up()` starts a real SMTP server on a port of its own and pipes each new connection
 * to it.
 */
export async function downSmtp(): Promise<{ port: number; up(): Promise<Inbox>; close(): Promise<void> }> {
  let target: Inbox | undefined;
  const sockets = new Set<Socket>();
  const front = createNetServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (!target) {
      client.destroy();
      return;
    }
    const back = connect(target.port, "127.0.0.1");
    back.on("error", () => client.destroy());
    client.on("close", () => back.destroy());
    back.on("close", () => client.destroy());
    client.pipe(back).pipe(client);
  });
  await new Promise<void>((r) => front.listen(0, "127.0.0.1", () => r()));
  const { port } = front.address() as { port: number };
  return {
    port,
    async up() {
      target ??= await startSmtp();
      return target;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => front.close(() => r()));
      await target?.close();
    },
  };
}

/** The first address of a parsed mail's address field (to, from, replyTo). */
export function firstAddress(field: ParsedMail["to"] | ParsedMail["replyTo"]): string | undefined {
  if (!field) return undefined;
  const one = Array.isArray(field) ? field[0] : field;
  return one?.value[0]?.address;
}
