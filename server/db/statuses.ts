import { sql, type SQL } from "drizzle-orm";
import { PARTICIPANT_STATUSES } from "@shared/constants";

/**
 * PARTICIPANT_STATUSES as a literal SQL list, `('accepted', 'invited_accepted')`: constants rather than
 * parameters, so that a prepared statement's plan and a partial index's predicate see the values.
 */
export const participantStatusText = `(${PARTICIPANT_STATUSES.map((s) => `'${s}'`).join(", ")})`;
export const participantStatusList: SQL = sql.raw(participantStatusText);
