/**
 * The payment provider behind one interface (decision 037): Toss Payments over HTTP, or its local
 * stand-in (TOSS_FAKE=1 and the tests) answering the same documented requests in process. Every POST
 * carries an Idempotency-Key; the provider answers a repeated key with the first answer.
 */
import { createHash, randomUUID } from "node:crypto";

/** The part of Toss's Payment object this feature reads. */
export interface ProviderPayment {
  paymentKey: string;
  orderId: string;
  status: "READY" | "IN_PROGRESS" | "DONE" | "CANCELED" | "PARTIAL_CANCELED" | "ABORTED" | "EXPIRED";
  totalAmount: number;
  balanceAmount: number;
  method: string | null;
}

export class ProviderError extends Error {
  constructor(
    readonly status: number,
    /** Toss's documented error code (ALREADY_PROCESSED_PAYMENT, NOT_FOUND_PAYMENT, …), or NETWORK. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: "toss" | "toss-fake";
  readonly clientKey: string;
  /** POST /v1/payments/confirm */
  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** POST /v1/payments/{paymentKey}/cancel (cancelAmount absent: the whole balance) */
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** GET /v1/payments/{paymentKey} */
  lookup(paymentKey: string): Promise<ProviderPayment>;
}

export interface HttpRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}
export interface HttpAnswer {
  status: number;
  body: unknown;
}
export type Transport = (req: HttpRequest) => Promise<HttpAnswer>;

/** Toss Payments' core API as documented: Basic auth with the secret key and an empty password. */
export class TossProvider implements PaymentProvider {
  constructor(
    readonly name: "toss" | "toss-fake",
    readonly clientKey: string,
    private readonly secretKey: string,
    private readonly transport: Transport,
  ) {}

  private async call(method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string): Promise<ProviderPayment> {
    const headers: Record<string, string> = {
      Authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString("base64")}`,
      "Content-Type": "application/json",
    };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey.slice(0, 300);
    let answer: HttpAnswer;
    try {
      answer = await this.transport({ method, path, headers, body });
    } catch (e) {
      throw new ProviderError(503, "NETWORK", e instanceof Error ? e.message : "network error");
    }
    if (answer.status >= 400) {
      const b = answer.body as { code?: string; message?: string } | null;
      throw new ProviderError(answer.status, b?.code ?? "UNKNOWN", b?.message ?? "provider error");
    }
    return answer.body as ProviderPayment;
  }

  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string) {
    return this.call("POST", "/v1/payments/confirm", input, idempotencyKey);
  }
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string) {
    return this.call("POST", `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, input, idempotencyKey);
  }
  lookup(paymentKey: string) {
    return this.call("GET", `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }
}

/** Over the network to apiUrl (https://api.tosspayments.com). */
export function fetchTransport(apiUrl: string, timeoutMs = 60_000): Transport {
  return async (req) => {
    const res = await fetch(`${apiUrl}${req.path}`, {
      method: req.method,
      headers: req.headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

interface FakePayment extends ProviderPayment {
  orderName: string;
}

/**
 * The local stand-in of Toss Payments, written from its published reference: the checkout issues a
 * paymentKey for an order (what the payment widget does), and confirm, cancel and lookup answer as the
 * API does, with its documented error codes, Basic-auth check and Idempotency-Key replay. Tests make
 * the next call fail (`failNext`) to exercise the caller's recovery.
 */
export class TossFake {
  readonly secretKey = "test_sk_fake_artlink";
  readonly clientKey = "test_ck_fake_artlink";
  private readonly payments = new Map<string, FakePayment>();
  private readonly replies = new Map<string, HttpAnswer>();
  private failures: Array<{ path: RegExp; status: number; code: string }> = [];
  /** Every request received, for tests to check the headers and bodies. */
  readonly log: HttpRequest[] = [];

  /** The widget's part: the customer paid; the order now has a paymentKey awaiting confirm (READY→IN_PROGRESS). */
  checkout(orderId: string, amount: number, orderName: string): string {
    const paymentKey = `fake_${createHash("sha256")
      .update(orderId + randomUUID())
      .digest("hex")
      .slice(0, 32)}`;
    this.payments.set(paymentKey, { paymentKey, orderId, orderName, status: "IN_PROGRESS", totalAmount: amount, balanceAmount: amount, method: "카드" });
    return paymentKey;
  }

  failNext(path: RegExp, status = 500, code = "FAILED_INTERNAL_SYSTEM_PROCESSING"): void {
    this.failures.push({ path, status, code });
  }

  /** The PAYMENT_STATUS_CHANGED webhook body Toss posts for a payment. */
  webhookFor(paymentKey: string, createdAt = new Date().toISOString()) {
    const p = this.payments.get(paymentKey);
    return {
      eventType: "PAYMENT_STATUS_CHANGED",
      createdAt,
      data: p ? { paymentKey: p.paymentKey, orderId: p.orderId, status: p.status, totalAmount: p.totalAmount, balanceAmount: p.balanceAmount } : {},
    };
  }

  readonly transport: Transport = async (req) => {
    this.log.push(req);
    const err = (status: number, code: string, message: string): HttpAnswer => ({ status, body: { code, message } });
    if (req.headers.Authorization !== `Basic ${Buffer.from(`${this.secretKey}:`).toString("base64")}`)
      return err(401, "UNAUTHORIZED_KEY", "인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.");
    const failure = this.failures.findIndex((f) => f.path.test(req.path));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return err(f!.status, f!.code, "일시적인 오류가 발생했습니다.");
    }
    const idem = req.method === "POST" ? req.headers["Idempotency-Key"] : undefined;
    if (idem && this.replies.has(idem)) return this.replies.get(idem)!;
    const answer = this.handle(req, err);
    if (idem && answer.status < 500) this.replies.set(idem, answer);
    return answer;
  };

  private view(p: FakePayment): ProviderPayment {
    return { paymentKey: p.paymentKey, orderId: p.orderId, status: p.status, totalAmount: p.totalAmount, balanceAmount: p.balanceAmount, method: p.method };
  }

  private handle(req: HttpRequest, err: (s: number, c: string, m: string) => HttpAnswer): HttpAnswer {
    if (req.method === "POST" && req.path === "/v1/payments/confirm") {
      const b = req.body as { paymentKey?: string; orderId?: string; amount?: number };
      const p = b.paymentKey ? this.payments.get(b.paymentKey) : undefined;
      if (!p || p.orderId !== b.orderId) return err(404, "NOT_FOUND_PAYMENT_SESSION", "결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.");
      if (p.totalAmount !== b.amount) return err(400, "INVALID_REQUEST", "잘못된 요청입니다.");
      if (p.status !== "IN_PROGRESS") return err(400, "ALREADY_PROCESSED_PAYMENT", "이미 처리된 결제 입니다.");
      p.status = "DONE";
      return { status: 200, body: this.view(p) };
    }
    const m = /^\/v1\/payments\/([^/]+)(\/cancel)?$/.exec(req.path);
    const p = m ? this.payments.get(decodeURIComponent(m[1]!)) : undefined;
    if (!m) return err(404, "NOT_FOUND", "존재하지 않는 API입니다.");
    if (!p) return err(404, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
    if (req.method === "GET" && !m[2]) return { status: 200, body: this.view(p) };
    if (req.method === "POST" && m[2]) {
      const b = req.body as { cancelReason?: string; cancelAmount?: number };
      if (!b.cancelReason) return err(400, "INVALID_REQUEST", "취소 사유를 입력해주세요.");
      if (p.status !== "DONE" && p.status !== "PARTIAL_CANCELED") return err(400, "NOT_CANCELABLE_PAYMENT", "취소 할 수 없는 결제 입니다.");
      const amount = b.cancelAmount ?? p.balanceAmount;
      if (!Number.isInteger(amount) || amount <= 0 || amount > p.balanceAmount) return err(403, "NOT_CANCELABLE_AMOUNT", "취소 할 수 없는 금액 입니다.");
      p.balanceAmount -= amount;
      p.status = p.balanceAmount === 0 ? "CANCELED" : "PARTIAL_CANCELED";
      return { status: 200, body: this.view(p) };
    }
    return err(405, "INVALID_REQUEST", "잘못된 요청입니다.");
  }
}
