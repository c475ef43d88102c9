import express, { type Router } from "express";
import type { TossFake } from "./provider";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
/** Only a path of this site: the page never redirects elsewhere. */
const localPath = (s: unknown) => (typeof s === "string" && /^\/[A-Za-z0-9/_-]*$/.test(s) ? s : "/");

/**
 * The stand-in's payment window (TOSS_FAKE=1, tests): shows the order and, on 결제하기, issues a
 * paymentKey and returns to the success URL with paymentKey, orderId and amount — the query Toss's
 * window returns with, which the client then confirms through POST /api/payments/escrow/confirm.
 */
export function tossFakeCheckout(fake: TossFake): Router {
  const r = express.Router();
  r.get("/checkout", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const amount = Number(q.amount);
    const orderId = String(q.orderId ?? "");
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(orderId) || !Number.isSafeInteger(amount) || amount <= 0) {
      res.status(400).type("html").send('<!doctype html><html lang="ko"><title>잘못된 결제 요청</title><p>잘못된 결제 요청입니다.</p></html>');
      return;
    }
    res.type("html")
      .send(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>결제하기 (테스트 결제창)</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.75rem 1.5rem;margin-right:.5rem}</style></head>
<body><main><h1>테스트 결제창</h1><p>실제 결제가 일어나지 않는 토스페이먼츠 대체 결제창입니다.</p>
<dl><dt>주문</dt><dd>${esc(String(q.orderName ?? ""))}</dd><dt>금액</dt><dd>${amount.toLocaleString("ko-KR")}원</dd></dl>
<form method="post" action="/toss-fake/checkout"><input type="hidden" name="orderId" value="${esc(orderId)}"><input type="hidden" name="amount" value="${amount}">
<input type="hidden" name="orderName" value="${esc(String(q.orderName ?? ""))}"><input type="hidden" name="successUrl" value="${esc(localPath(q.successUrl))}"><input type="hidden" name="failUrl" value="${esc(localPath(q.failUrl))}">
<button type="submit" name="result" value="pay">결제하기</button><button type="submit" name="result" value="cancel">취소</button></form></main></body></html>`);
  });
  r.post("/checkout", express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    const b = (req.body ?? {}) as Record<string, string | undefined>;
    const amount = Number(b.amount);
    const orderId = String(b.orderId ?? "");
    if (b.result !== "pay" || !/^[A-Za-z0-9_-]{6,64}$/.test(orderId) || !Number.isSafeInteger(amount) || amount <= 0) {
      res.redirect(303, `${localPath(b.failUrl)}?code=PAY_PROCESS_CANCELED&orderId=${encodeURIComponent(orderId)}`);
      return;
    }
    const paymentKey = fake.checkout(orderId, amount, String(b.orderName ?? ""));
    res.redirect(303, `${localPath(b.successUrl)}?paymentKey=${encodeURIComponent(paymentKey)}&orderId=${encodeURIComponent(orderId)}&amount=${amount}`);
  });
  return r;
}
