import { CONTACT_RESPONSE_HOURS, RATE_LIMITS, SUPPORT_EMAIL_DEFAULT } from "@shared/constants";
import { contactCategoryLabel } from "@shared/labels";
import type { ContactFormValues } from "@shared/validators/contact";
import { inTransaction } from "../../db/transaction";
import type { RouteContext } from "../../http/route-context";
import { enqueueMail } from "../../mail/outbox";
import { contactAckMail, contactInquiryMail, type ContactMailInput } from "../../mail/templates";
import * as repo from "./repository";

export const contactMessages = {
  received: "문의가 접수되었습니다. 빠른 시일 내에 답변드리겠습니다.",
  rateLimited: "문의를 너무 자주 보내셨습니다. 잠시 후 다시 시도해주세요.",
} as const;

export interface ContactResult {
  message: string;
  responseHours: number;
}

/**
 * Stores an inquiry and queues, in the same transaction, the mail to the support address (Reply-To:
 * the sender) and the acknowledgement to the sender with the category's stated response time.
 * A filled honeypot answers the same way and writes nothing, so a bot learns nothing.
 * @throws RateLimitedError (per IP and per e-mail).
 */
export async function submitInquiry(
  ctx: Pick<RouteContext, "db" | "config" | "limiter" | "onMailQueued">,
  input: ContactFormValues,
  sender: { ip: string; userId: string | null },
): Promise<ContactResult> {
  const l = RATE_LIMITS.contact;
  const email = input.email.toLowerCase();
  await ctx.limiter.hit(l.perIp.windowMs, [
    { key: `contact:ip:${sender.ip}`, ...l.perIp },
    { key: `contact:email:${email}`, ...l.perEmail },
  ]);
  const responseHours = CONTACT_RESPONSE_HOURS[input.category];
  const result = { message: contactMessages.received, responseHours };
  if (input.homepage) return result;

  const mail: ContactMailInput = {
    name: input.name,
    email: input.email,
    categoryLabel: contactCategoryLabel[input.category] ?? input.category,
    subject: input.subject,
    message: input.message,
    responseHours,
    signedInUserId: sender.userId,
  };
  await inTransaction(ctx.db, async (tx) => {
    const id = await repo.insertInquiry(tx, {
      userId: sender.userId,
      name: input.name,
      email: input.email,
      category: input.category,
      subject: input.subject,
      message: input.message,
    });
    await enqueueMail(tx, ctx.config.supportEmail ?? SUPPORT_EMAIL_DEFAULT, contactInquiryMail(mail, id), { replyTo: input.email });
    await enqueueMail(tx, input.email, contactAckMail(mail, `${ctx.config.appUrl}/help`));
  });
  ctx.onMailQueued();
  return result;
}

/** 내 문의 (issue 24): what the member sent while signed in, with the answers. */
export async function myInquiries(db: Pick<RouteContext, "db">["db"], userId: string) {
  const rows = await repo.inquiriesOf(db, userId);
  return {
    items: rows.map((r) => ({
      ...r,
      category: r.category as ContactFormValues["category"],
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
