import type { Router } from "express";
import { paymentPaths as api } from "@shared/contract/payments";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import type { PaymentProvider } from "./provider";
import * as payouts from "./payouts";
import * as service from "./service";

const msg = service.paymentMessages;

/** Mounted at /api: owns /contracts/:id/payments, /payments, /my-payments and /me/payout-account. */
export function paymentRoutes(ctx: RouteContext, provider: PaymentProvider | undefined): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  const onContract = { notFound: msg.contractNotFound };
  // 안전결제 is offered only when a provider is configured (TOSS_* keys, or TOSS_FAKE=1).
  const shown = async <T extends { escrowAvailable: boolean }>(p: Promise<T>) => ({ ...(await p), escrowAvailable: !!provider });
  return new FeatureRouter("/api", { limiter: ctx.limiter, notFound: msg.notFound })
    .on(op.ofContract, ({ user, params }) => shown(service.ofContract(db, user, params.id, ctx.now())), onContract)
    .on(op.taxChoice, ({ user, params, body }) => shown(service.chooseTax(db, user, params.id, body.choice, ctx.now())), onContract)
    .on(op.mine, ({ user }) => service.mine(db, user, ctx.now()))
    .on(op.markPaid, ({ user, params, body }) => shown(service.markPaid(db, mail, user, params.id, body, ctx.now())))
    .on(op.confirmReceived, ({ user, params }) => shown(service.confirmReceived(db, user, params.id, ctx.now())))
    .on(op.notReceived, ({ user, params, body }) => shown(service.notReceived(db, mail, user, params.id, body.note, ctx.now())))
    .on(op.flag, ({ user, params, body }) => shown(service.flag(db, user, params.id, body.note, ctx.now())))
    .on(op.escrowCheckout, ({ user, params }) => service.escrowCheckout(db, provider, user, params.id, ctx.now()))
    .on(op.escrowConfirm, ({ user, body }) => shown(service.escrowConfirm(db, provider, user, body, ctx.now())), {
      notFound: service.escrowMessages.orderNotFound,
    })
    .on(op.deliver, ({ user, params }) => shown(service.deliver(db, user, params.id, ctx.now())))
    .on(op.approve, ({ user, params }) => shown(service.review(db, user, params.id, "approve", ctx.now(), provider)))
    .on(op.requestChanges, ({ user, params }) => shown(service.review(db, user, params.id, "request_changes", ctx.now())))
    .on(op.dispute, ({ user, params, body }) => shown(service.dispute(db, user, params.id, body.note, ctx.now())))
    .on(op.cancelEscrow, ({ user, params }) => shown(service.cancelEscrow(db, provider, user, params.id, ctx.now())))
    .on(op.refundRequest, ({ user, params, body }) => shown(service.requestRefund(db, mail, user, params.id, body, ctx.now())))
    .on(op.acceptRefundRequest, ({ user, params }) => shown(service.acceptRefundRequest(db, provider, mail, user, params.id, ctx.now())), {
      notFound: service.escrowMessages.requestNotFound,
    })
    .on(op.declineRefundRequest, ({ user, params, body }) => shown(service.declineRefundRequest(db, mail, user, params.id, body.note, ctx.now())), {
      notFound: service.escrowMessages.requestNotFound,
    })
    .on(op.withdrawRefundRequest, ({ user, params }) => shown(service.withdrawRefundRequest(db, user, params.id, ctx.now())), {
      notFound: service.escrowMessages.requestNotFound,
    })
    .on(op.partialRefund, ({ user, params, body }) => shown(service.partialRefund(db, provider, mail, user, params.id, body, ctx.now())))
    .on(
      op.webhook,
      ({ body, req }) =>
        service.webhook(db, provider, body, ctx.now(), {
          raw: (req as { rawBody?: Buffer }).rawBody?.toString("utf8"),
          signature: req.get("tosspayments-webhook-signature"),
          time: req.get("tosspayments-webhook-transmission-time"),
        }),
      { notFound: service.escrowMessages.unavailable },
    )
    .on(op.payoutAccount, ({ user }) => payouts.payoutAccountView(db, provider, user))
    .on(op.savePayoutAccount, ({ user, body }) => payouts.savePayoutAccount(db, provider, user, body, ctx.now()))
    .on(op.yearlyStatement, async ({ user, query, res }) => {
      const { bytes, filename } = await service.yearlyStatementPdf(db, user, query.year, ctx.now());
      res.set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="artlink-income-${query.year}.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "Cache-Control": "private, no-store",
      });
      res.send(bytes);
      return undefined;
    })
    .on(op.monthlyStatement, async ({ user, query, res }) => {
      const { csv, filename } = await service.monthlyStatementCsv(db, user, query.month);
      res
        .status(200)
        .type("text/csv; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="artlink-payments-${query.month}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .set("Cache-Control", "private, no-store")
        .send(csv);
      return undefined;
    }).router;
}
