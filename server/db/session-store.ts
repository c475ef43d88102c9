import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import session from "express-session";
import { REMEMBER_ME_MAX_AGE_MS, SESSION_TTL_MS } from "@shared/constants";
import { sessions, users } from "@shared/schema/index";
import type { Db } from "./client";

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** A touch that would move a session's expiry by less than this is not written (one UPDATE per minute at most). */
export const TOUCH_WRITE_INTERVAL_MS = 60_000;
const WRITTEN_CAP = 50_000;

/** A session by id, unexpired, with whether its account was withdrawn (see DbSessionStore.get). */
function prepareLoad(db: Db) {
  return db
    .select({ sess: sessions.sess, withdrawn: users.isDeleted })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql.placeholder("now"))))
    .prepare("session_load");
}

/** express-session store on the app's own database (PGlite or PostgreSQL alike), never in memory. */
export class DbSessionStore extends session.Store {
  /**
   * The expiry this process last wrote per session id. express-session touches the session on every
   * request; writing each touch cost one UPDATE per member request (the bench's member page). Skipping
   * touches within a minute of the last write lets a session expire at most a minute early; another
   * process only writes more often, never less.
   */
  private written = new Map<string, number>();

  /**
   * The read of every signed-in request, built once (drizzle's prepare) with placeholders: building the
   * query on each request showed in the CPU profile of a member's project page (drizzle's entity checks
   * alone 3 % of the app's time; bench f at 100k 466 -> 548 req/s once prepared).
   */
  private readonly loadStatement: ReturnType<typeof prepareLoad>;

  constructor(private db: Db) {
    super();
    this.loadStatement = prepareLoad(db);
  }

  private remember(sid: string, expire: Date) {
    if (this.written.size >= WRITTEN_CAP) this.written.clear();
    this.written.set(sid, expire.getTime());
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

  /**
   * A session of a withdrawn account is never loaded, whatever wrote it: account deletion deletes the
   * user's sessions, but a login that read the user just before the deletion committed still writes one
   * afterwards (decision 004). Read in the same single statement (joined on the user's primary key);
   * such a row is deleted when met.
   */
  get(sid: string, cb: Callback<session.SessionData | null>) {
    this.loadStatement.execute({ sid, now: new Date().toISOString() }).then((rows) => {
      const row = rows[0];
      if (row?.withdrawn) return this.destroy(sid, (err) => cb(err, null));
      cb(undefined, (row?.sess as session.SessionData | undefined) ?? null);
    }, cb);
  }

  set(sid: string, sess: session.SessionData, cb?: Callback) {
    const row = { sid, sess, userId: sess.userId ?? null, expire: this.expiryOf(sess), lastSeenAt: new Date() };
    this.db
      .insert(sessions)
      .values(row)
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: row.sess, userId: row.userId, expire: row.expire, lastSeenAt: row.lastSeenAt } })
      .then(
        () => {
          this.remember(sid, row.expire);
          cb?.();
        },
        (e) => cb?.(e),
      );
  }

  touch(sid: string, sess: session.SessionData, cb?: Callback) {
    const expire = this.expiryOf(sess);
    const last = this.written.get(sid);
    // A later expiry by less than the interval is not worth a write; an earlier one (the absolute cap) always is.
    if (last !== undefined && expire.getTime() >= last && expire.getTime() - last < TOUCH_WRITE_INTERVAL_MS) {
      cb?.();
      return;
    }
    this.db
      .update(sessions)
      .set({ expire, lastSeenAt: new Date() })
      .where(eq(sessions.sid, sid))
      .then(
        () => {
          this.remember(sid, expire);
          cb?.();
        },
        (e) => cb?.(e),
      );
  }

  destroy(sid: string, cb?: Callback) {
    this.written.delete(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => cb?.(),
        (e) => cb?.(e),
      );
  }

  /** Ends every session of a user, except optionally the one in use. */
  async destroyUserSessions(userId: string, exceptSid?: string): Promise<void> {
    await this.db.delete(sessions).where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId));
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
