import type { MailKind } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { isOptedOut } from "../features/mail-preferences/service";
import { enqueueMail, type MailOptions } from "./outbox";
import type { MailContent } from "./templates";
import { unsubscribeUrl } from "./unsubscribe";

/** What a service needs to send the non-account mails: links, the unsubscribe signature, the sender's kick. */
export interface MailDeps {
  appUrl: string;
  sessionSecret: string;
  /** Called after the transaction that queued mail committed. */
  onMailQueued: () => void;
}

export function mailDepsOf(ctx: { config: { appUrl: string; sessionSecret: string }; onMailQueued: () => void }): MailDeps {
  return { appUrl: ctx.config.appUrl, sessionSecret: ctx.config.sessionSecret, onMailQueued: ctx.onMailQueued };
}

/**
 * Queues a mail of `kind` to `to` in the caller's transaction, unless they turned that kind off or the
 * account is withdrawn. `build` receives the signed unsubscribe link every such mail carries.
 * @returns whether a mail was queued (call deps.onMailQueued after commit when any was).
 */
export async function enqueueKindMail(
  tx: DbOrTx,
  deps: MailDeps,
  to: { id: string; email: string; isDeleted?: boolean },
  kind: MailKind,
  build: (unsubscribe: string) => MailContent,
  opts: MailOptions = {},
): Promise<boolean> {
  if (to.isDeleted) return false;
  if (await isOptedOut(tx, to.id, kind)) return false;
  await enqueueMail(tx, to.email, build(unsubscribeUrl(deps.appUrl, deps.sessionSecret, to.id, kind)), opts);
  return true;
}
