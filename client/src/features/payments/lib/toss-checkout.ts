/**
 * How the producer's checkout opens (issue 28): with TOSS_FAKE=1 the stand-in's page on our own origin,
 * with real keys Toss Payments' v2 standard SDK, loaded by a script tag only when a checkout starts (it is
 * not part of any bundle of ours, and the CSP allows its origins only with real keys).
 */
import type { EscrowOrder } from "@shared/api-types";

export const TOSS_SDK_URL = "https://js.tosspayments.com/v2/standard";

/** Where the checkout answer sends the producer: the stand-in's page, or the widget (rendered by us). */
export type CheckoutRoute = { kind: "fake"; href: string } | { kind: "widget" };

/** `back`: the path the checkout returns to (with paymentKey, orderId and amount, or code and message). */
export function checkoutRoute(order: Pick<EscrowOrder, "provider" | "orderId" | "amount" | "orderName">, back: string): CheckoutRoute {
  if (order.provider === "toss") return { kind: "widget" };
  const q = new URLSearchParams({ orderId: order.orderId, amount: String(order.amount), orderName: order.orderName, successUrl: back, failUrl: back });
  return { kind: "fake", href: `/toss-fake/checkout?${q.toString()}` };
}

/** The part of Toss's v2 SDK we call (docs.tosspayments.com, SDK v2 JavaScript, 결제위젯). */
export interface TossWidgets {
  setAmount(amount: { currency: "KRW"; value: number }): Promise<void>;
  renderPaymentMethods(options: { selector: string; variantKey?: string }): Promise<unknown>;
  renderAgreement(options: { selector: string; variantKey?: string }): Promise<unknown>;
  requestPayment(request: {
    orderId: string;
    orderName: string;
    successUrl: string;
    failUrl: string;
    customerEmail?: string;
    customerName?: string;
  }): Promise<void>;
}
export type TossPaymentsFactory = (clientKey: string) => { widgets(options: { customerKey: string }): TossWidgets };

/** The few DOM calls the loader makes, so that it runs in a test without a browser. */
export interface ScriptHost {
  querySelector(selector: string): { addEventListener(type: "load" | "error", listener: () => void): void } | null;
  createElement(tag: "script"): { src: string; async: boolean; addEventListener(type: "load" | "error", listener: () => void): void; remove(): void };
  head: { appendChild(node: unknown): unknown };
}

let loading: Promise<TossPaymentsFactory> | null = null;

/**
 * Loads the SDK once (a second checkout reuses it) and resolves with its global `TossPayments`. A failed
 * load (offline, blocked) rejects and may be tried again.
 */
export function loadTossSdk(
  host: ScriptHost = document as unknown as ScriptHost,
  global: { TossPayments?: TossPaymentsFactory } = window as unknown as { TossPayments?: TossPaymentsFactory },
): Promise<TossPaymentsFactory> {
  if (global.TossPayments) return Promise.resolve(global.TossPayments);
  loading ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const done = () => (global.TossPayments ? resolve(global.TossPayments) : reject(new Error("TossPayments missing")));
    const existing = host.querySelector(`script[src="${TOSS_SDK_URL}"]`);
    if (existing) {
      existing.addEventListener("load", done);
      existing.addEventListener("error", () => ((loading = null), reject(new Error("the Toss Payments SDK did not load"))));
      return;
    }
    const script = host.createElement("script");
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.addEventListener("load", done);
    // A tag that failed never loads: it goes, and the next try adds a new one.
    script.addEventListener("error", () => {
      script.remove();
      loading = null;
      reject(new Error("the Toss Payments SDK did not load"));
    });
    host.head.appendChild(script);
  });
  return loading;
}

/** Forgets a load in flight (tests). */
export function resetTossSdkLoader() {
  loading = null;
}
