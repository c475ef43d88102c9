/**
 * The payment provider behind one interface (decision 037): Toss Payments over HTTP, or its local
 * stand-in (TOSS_FAKE=1 and the tests) answering the same documented requests in process. Every POST
 * carries an Idempotency-Key; the provider answers a repeated key with the first answer.
 */
import { createHash, randomUUID } from "node:crypto";
import { PRE_KYC_PAYOUT_LIMIT, type SellerStatus } from "@shared/payouts";
import { decryptJwe, encryptJwe, verifyWebhookSignature, webhookSignature } from "./jwe";

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

/** A seller (the artist) as the payouts API v2 answers it. */
export interface ProviderSeller {
  id: string;
  refSellerId: string;
  businessType: "INDIVIDUAL" | "INDIVIDUAL_BUSINESS" | "CORPORATE";
  status: SellerStatus;
}

/** POST /v2/sellers: an individual seller with the bank account payouts go to. */
export interface SellerInput {
  refSellerId: string;
  businessType: "INDIVIDUAL";
  individual: { name: string; email: string; phone: string };
  account: { bankCode: string; accountNumber: string; holderName: string };
}

export const PROVIDER_PAYOUT_STATUSES = ["REQUESTED", "IN_PROGRESS", "COMPLETED", "FAILED", "CANCELED"] as const;

/** A payout as the payouts API v2 answers it. */
export interface ProviderPayout {
  id: string;
  refPayoutId: string;
  destination: string;
  scheduleType: "EXPRESS" | "SCHEDULED";
  payoutDate: string | null;
  amount: { currency: "KRW"; value: number };
  status: (typeof PROVIDER_PAYOUT_STATUSES)[number];
  error: { code: string; message: string } | null;
}

/** POST /v2/payouts: one payout of integer won to a seller, now (EXPRESS). */
export interface PayoutInput {
  refPayoutId: string;
  destination: string;
  scheduleType: "EXPRESS";
  amount: { currency: "KRW"; value: number };
  transactionDescription: string;
}

export interface PaymentProvider {
  readonly name: "toss" | "toss-fake";
  readonly clientKey: string;
  /** Payouts need the security key (ENCRYPTION mode); without it released money waits in the ledger. */
  readonly payoutsEnabled: boolean;
  /** POST /v2/sellers (JWE body) */
  registerSeller(input: SellerInput, idempotencyKey: string): Promise<ProviderSeller>;
  /** POST /v2/sellers/{id} (JWE body): a new bank account or contact of a registered seller. */
  updateSeller(id: string, input: Omit<SellerInput, "refSellerId" | "businessType">, idempotencyKey: string): Promise<ProviderSeller>;
  /** GET /v2/sellers/{id} */
  seller(id: string): Promise<ProviderSeller>;
  /** POST /v2/payouts (JWE body, one item) */
  payout(input: PayoutInput, idempotencyKey: string): Promise<ProviderPayout>;
  /** GET /v2/payouts/{id} */
  payoutStatus(id: string): Promise<ProviderPayout>;
  /** Whether a payout.changed / seller.changed webhook carries a valid signature (HMAC with the security key). */
  verifyWebhook(payload: string, signature: string | undefined, transmissionTime: string | undefined): boolean;
  /** POST /v1/payments/confirm */
  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** POST /v1/payments/{paymentKey}/cancel (cancelAmount absent: the whole balance) */
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** GET /v1/payments/{paymentKey} */
  lookup(paymentKey: string): Promise<ProviderPayment>;
}

export interface HttpRequest {
  method: "GET" | "POST" | "DELETE";
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** A body sent as text (a JWE in the ENCRYPTION security mode) instead of JSON. */
  rawBody?: string;
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
    /** The 64-hex security key of the payouts API (ENCRYPTION mode and webhook signatures). */
    private readonly securityKey?: string,
  ) {}

  get payoutsEnabled(): boolean {
    return !!this.securityKey;
  }

  /**
   * A payouts API v2 call: a body is sent as JWE (`TossPayments-api-security-mode: ENCRYPTION`) and the
   * answer, encrypted the same way, is decrypted; the answer's envelope is `{ version, traceId,
   * entityType, entityBody, error }`.
   */
  private async v2<T>(method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    if (!this.securityKey) throw new ProviderError(503, "PAYOUTS_NOT_CONFIGURED", "payouts need TOSS_SECURITY_KEY");
    const key = this.securityKey;
    const headers: Record<string, string> = { Authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString("base64")}` };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey.slice(0, 300);
    let rawBody: string | undefined;
    if (body !== undefined) {
      headers["TossPayments-api-security-mode"] = "ENCRYPTION";
      headers["Content-Type"] = "text/plain";
      rawBody = encryptJwe(JSON.stringify(body), key);
    }
    let answer: HttpAnswer;
    try {
      answer = await this.transport({ method, path, headers, rawBody });
    } catch (e) {
      throw new ProviderError(503, "NETWORK", e instanceof Error ? e.message : "network error");
    }
    let envelope: { entityBody?: unknown; error?: { code?: string; message?: string } | null; code?: string; message?: string } | null;
    try {
      envelope = (typeof answer.body === "string" ? JSON.parse(decryptJwe(answer.body, key).plaintext) : answer.body) as typeof envelope;
    } catch {
      throw new ProviderError(answer.status >= 400 ? answer.status : 502, "UNREADABLE_ANSWER", "the provider's answer could not be decrypted");
    }
    const error = envelope?.error ?? (answer.status >= 400 ? { code: envelope?.code, message: envelope?.message } : null);
    if (answer.status >= 400 || error)
      throw new ProviderError(answer.status >= 400 ? answer.status : 400, error?.code ?? "UNKNOWN", error?.message ?? "provider error");
    return envelope?.entityBody as T;
  }

  registerSeller(input: SellerInput, idempotencyKey: string) {
    return this.v2<ProviderSeller>("POST", "/v2/sellers", input, idempotencyKey);
  }
  updateSeller(id: string, input: Omit<SellerInput, "refSellerId" | "businessType">, idempotencyKey: string) {
    return this.v2<ProviderSeller>("POST", `/v2/sellers/${encodeURIComponent(id)}`, input, idempotencyKey);
  }
  seller(id: string) {
    return this.v2<ProviderSeller>("GET", `/v2/sellers/${encodeURIComponent(id)}`);
  }
  async payout(input: PayoutInput, idempotencyKey: string) {
    // The API takes a list (up to 100 payouts); one at a time here, so each has its own key and answer.
    const answer = await this.v2<{ items: ProviderPayout[] }>("POST", "/v2/payouts", [input], idempotencyKey);
    const item = answer?.items?.[0];
    if (!item) throw new ProviderError(502, "UNREADABLE_ANSWER", "no payout in the answer");
    return item;
  }
  payoutStatus(id: string) {
    return this.v2<ProviderPayout>("GET", `/v2/payouts/${encodeURIComponent(id)}`);
  }
  verifyWebhook(payload: string, signature: string | undefined, transmissionTime: string | undefined): boolean {
    return !!this.securityKey && verifyWebhookSignature(signature, payload, transmissionTime, this.securityKey);
  }

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
      body: req.rawBody ?? (req.body === undefined ? undefined : JSON.stringify(req.body)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // An ENCRYPTION-mode answer is a JWE text, not JSON: handed on as the string.
    const text = await res.text().catch(() => "");
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };
}

interface FakePayment extends ProviderPayment {
  orderName: string;
}

interface FakeSeller extends ProviderSeller {
  individual: SellerInput["individual"];
  account: SellerInput["account"];
  /** Won requested or paid out to this seller (the pre-KYC limit counts it). */
  paid: number;
}

/** A signed payout/seller webhook as Toss posts it: the exact payload text and its two headers. */
export interface SignedWebhook {
  payload: string;
  headers: { "tosspayments-webhook-signature": string; "tosspayments-webhook-transmission-time": string };
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
  /** The payouts API's 64-hex security key (JWE bodies, webhook signatures). */
  readonly securityKey = createHash("sha256").update("artlink-toss-fake-security-key").digest("hex");
  /**
   * Individual sellers pass the provider's identity verification at once (PARTIALLY_APPROVED), as if the
   * artist had answered Toss's 본인인증 message; false: they stay APPROVAL_REQUIRED until setSellerStatus.
   */
  verifyOnRegister = true;
  /** EXPRESS payouts answer COMPLETED at once; "hold": they stay REQUESTED until settlePayout. */
  payoutMode: "complete" | "hold" = "complete";
  private readonly sellers = new Map<string, FakeSeller>();
  private readonly payoutsById = new Map<string, ProviderPayout>();
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
    const answer = req.path.startsWith("/v2/") ? this.handleV2(req) : this.handle(req, err);
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

  /** Every payout the stand-in received, newest last (tests). */
  payouts(): ProviderPayout[] {
    return [...this.payoutsById.values()];
  }

  sellerOf(id: string): (ProviderSeller & { account: SellerInput["account"] }) | undefined {
    return this.sellers.get(id);
  }

  /** A webhook as Toss signs it: HMAC-SHA256 of `{payload}:{transmissionTime}`, two v1 signatures (the second from an older key). */
  signedWebhook(eventType: "payout.changed" | "seller.changed", data: unknown, at = new Date()): SignedWebhook {
    const payload = JSON.stringify({ eventType, createdAt: at.toISOString().replace("Z", "000"), data });
    const time = at.toISOString();
    const retired = createHash("sha256").update("artlink-toss-fake-retired-key").digest("hex");
    return {
      payload,
      headers: {
        "tosspayments-webhook-signature": `v1:${webhookSignature(payload, time, retired)},v1:${webhookSignature(payload, time, this.securityKey)}`,
        "tosspayments-webhook-transmission-time": time,
      },
    };
  }

  /** The provider's review moved a seller (identity verified, KYC asked or passed): the seller.changed webhook. */
  setSellerStatus(id: string, status: SellerStatus): SignedWebhook {
    const s = this.sellers.get(id);
    if (!s) throw new Error(`no seller ${id}`);
    s.status = status;
    return this.signedWebhook("seller.changed", this.sellerView(s));
  }

  /** A held payout reached the bank, or failed (a closed account): the payout.changed webhook. */
  settlePayout(id: string, status: "COMPLETED" | "FAILED"): SignedWebhook {
    const p = this.payoutsById.get(id);
    if (!p) throw new Error(`no payout ${id}`);
    p.status = status;
    if (status === "FAILED") {
      p.error = { code: "INVALID_ACCOUNT", message: "입금할 수 없는 계좌입니다." };
      const s = this.sellers.get(p.destination);
      if (s) s.paid -= p.amount.value;
    }
    return this.signedWebhook("payout.changed", p);
  }

  private sellerView(s: FakeSeller): ProviderSeller {
    return { id: s.id, refSellerId: s.refSellerId, businessType: s.businessType, status: s.status };
  }

  /** The payouts API v2: JWE bodies both ways in the ENCRYPTION mode, answers in the v2 envelope. */
  private handleV2(req: HttpRequest): HttpAnswer {
    const encrypted = req.headers["TossPayments-api-security-mode"] === "ENCRYPTION";
    const answer = (status: number, entityType: string | null, entityBody: unknown, error: { code: string; message: string } | null = null): HttpAnswer => {
      const envelope = { version: "2022-11-16", traceId: randomUUID().replace(/-/g, ""), entityType, entityBody, error };
      return { status, body: encrypted ? encryptJwe(JSON.stringify(envelope), this.securityKey) : envelope };
    };
    const fail = (status: number, code: string, message: string) => answer(status, null, null, { code, message });
    let body: unknown;
    if (req.method === "POST" && req.rawBody !== undefined) {
      if (!encrypted) return fail(400, "INVALID_REQUEST", "ENCRYPTION 보안 헤더가 필요합니다.");
      try {
        body = JSON.parse(decryptJwe(req.rawBody, this.securityKey).plaintext);
      } catch {
        return fail(400, "INVALID_REQUEST", "암호화된 요청 본문을 해석할 수 없습니다.");
      }
    }
    const validAccount = (a: unknown): a is SellerInput["account"] => {
      const x = a as Partial<SellerInput["account"]> | undefined;
      return !!x && /^\d{3}$/.test(x.bankCode ?? "") && /^\d{10,14}$/.test(x.accountNumber ?? "") && !!x.holderName;
    };
    if (req.method === "POST" && req.path === "/v2/sellers") {
      const b = body as Partial<SellerInput> | undefined;
      if (!b?.refSellerId || b.businessType !== "INDIVIDUAL" || !b.individual?.name || !b.individual.phone || !validAccount(b.account))
        return fail(400, "INVALID_REQUEST", "잘못된 요청입니다.");
      if ([...this.sellers.values()].some((s) => s.refSellerId === b.refSellerId)) return fail(409, "ALREADY_EXISTS_SELLER", "이미 등록된 셀러입니다.");
      const id = `seller_${createHash("sha256")
        .update(b.refSellerId + randomUUID())
        .digest("hex")
        .slice(0, 24)}`;
      const s: FakeSeller = {
        id,
        refSellerId: b.refSellerId,
        businessType: "INDIVIDUAL",
        status: this.verifyOnRegister ? "PARTIALLY_APPROVED" : "APPROVAL_REQUIRED",
        individual: b.individual,
        account: b.account,
        paid: 0,
      };
      this.sellers.set(id, s);
      return answer(200, "seller", this.sellerView(s));
    }
    const seller = /^\/v2\/sellers\/([^/]+)$/.exec(req.path);
    if (seller) {
      const s = this.sellers.get(decodeURIComponent(seller[1]!));
      if (!s) return fail(404, "NOT_FOUND_SELLER", "존재하지 않는 셀러입니다.");
      if (req.method === "GET") return answer(200, "seller", this.sellerView(s));
      if (req.method === "DELETE") {
        this.sellers.delete(s.id);
        return answer(200, "seller", this.sellerView(s));
      }
      const b = body as Partial<SellerInput> | undefined;
      if (!validAccount(b?.account)) return fail(400, "INVALID_REQUEST", "잘못된 요청입니다.");
      s.account = b.account;
      if (b.individual) s.individual = b.individual;
      return answer(200, "seller", this.sellerView(s));
    }
    if (req.method === "POST" && req.path === "/v2/payouts") {
      const items = body as PayoutInput[] | undefined;
      if (!Array.isArray(items) || items.length < 1 || items.length > 100) return fail(400, "INVALID_REQUEST", "지급대행 요청은 1건 이상 100건 이하입니다.");
      const made: ProviderPayout[] = [];
      for (const it of items) {
        if (!it?.refPayoutId || it.amount?.currency !== "KRW" || !Number.isSafeInteger(it.amount.value) || it.amount.value <= 0)
          return fail(400, "INVALID_REQUEST", "잘못된 요청입니다.");
        const s = this.sellers.get(it.destination);
        if (!s) return fail(404, "NOT_FOUND_SELLER", "존재하지 않는 셀러입니다.");
        if (s.status === "PARTIALLY_APPROVED" && s.paid + it.amount.value > PRE_KYC_PAYOUT_LIMIT) s.status = "KYC_REQUIRED";
        if (s.status !== "PARTIALLY_APPROVED" && s.status !== "APPROVED")
          return fail(
            403,
            "FORBIDDEN_SELLER_PAYOUT",
            `The seller requires identity verification or customer verification (KYC). Payout requests can only be made for sellers with a status of PARTIALLY_APPROVED or APPROVED (refPayoutId: ${it.refPayoutId})`,
          );
        const p: ProviderPayout = {
          id: `FPA_${createHash("sha256")
            .update(it.refPayoutId + randomUUID())
            .digest("hex")
            .slice(0, 24)}`,
          refPayoutId: it.refPayoutId,
          destination: s.id,
          scheduleType: it.scheduleType,
          payoutDate: new Date().toISOString().slice(0, 10),
          amount: { currency: "KRW", value: it.amount.value },
          status: this.payoutMode === "complete" ? "COMPLETED" : "REQUESTED",
          error: null,
        };
        s.paid += p.amount.value;
        this.payoutsById.set(p.id, p);
        made.push(p);
      }
      return answer(200, "list", { items: made });
    }
    const payout = /^\/v2\/payouts\/([^/]+)(\/cancel)?$/.exec(req.path);
    if (payout) {
      const p = this.payoutsById.get(decodeURIComponent(payout[1]!));
      if (!p) return fail(404, "NOT_FOUND_PAYOUT", "존재하지 않는 지급대행 요청입니다.");
      if (req.method === "GET" && !payout[2]) return answer(200, "payout", p);
      if (req.method === "POST" && payout[2]) {
        if (p.status !== "REQUESTED") return fail(400, "NOT_CANCELABLE_PAYOUT", "취소할 수 없는 지급대행 요청입니다.");
        p.status = "CANCELED";
        const s = this.sellers.get(p.destination);
        if (s) s.paid -= p.amount.value;
        return answer(200, "payout", p);
      }
    }
    if (req.method === "GET" && req.path === "/v2/balances")
      return answer(200, "balance", { pendingAmount: { currency: "KRW", value: 0 }, availableAmount: { currency: "KRW", value: 1_000_000_000 } });
    return fail(404, "NOT_FOUND", "존재하지 않는 API입니다.");
  }
}
