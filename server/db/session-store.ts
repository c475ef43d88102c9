import { and, eq, gt, lt, ne } from "drizzle-orm";
import session from "express-session";
import { REMEMBER_ME_MAX_AGE_MS, SESSION_TTL_MS } from "@shared/constants";
import { sessions } from "@shared/schema/index";
import type { Db } from "./client";

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** express-session store on the app's own database (PGlite or PostgreSQL alike), never in memory. */
export class DbSessionStore extends session.Store {
  constructor(private db: Db) {
    super();
  }

  /**
   * A remembered session lives as long as its cookie; any other expires after SESSION_TTL_MS without a
   * request (idle timeout). Neither outlives the sign-in by more than 30 days (absolute lifetime).
   */
  private expiryOf(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    const sliding = expires ? new Date(expires).getTime() : Date.now() + SESSION_TTL_MS;
    const absolute = sess.signedInAt ? sess.signedInAt + REMEMBER_ME_MAX_AGE_MS : Infinity;
    return new Date(Math.min(sliding, absolute));
  }

  get(sid: string, cb: Callback<session.SessionData | null>) {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .then((rows) => cb(undefined, (rows[0]?.sess as session.SessionData | undefined) ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: Callback) {
    const row = { sid, sess, userId: sess.userId ?? null, expire: this.expiryOf(sess) };
    this.db
      .insert(sessions)
      .values(row)
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: row.sess, userId: row.userId, expire: row.expire } })
      .then(() => cb?.(), (e) => cb?.(e));
  }

  touch(sid: string, sess: session.SessionData, cb?: Callback) {
    this.db
      .update(sessions)
      .set({ expire: this.expiryOf(sess) })
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (e) => cb?.(e));
  }

  destroy(sid: string, cb?: Callback) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (e) => cb?.(e));
  }

  /** Ends every session of a user, except optionally the one in use. */
  async destroyUserSessions(userId: string, exceptSid?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId));
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
