import { describe, expect, it } from "vitest";
import { ProviderError, TossFake, TossProvider } from "../../server/features/payments/provider";

const seller = (ref: string) => ({
  refSellerId: ref,
  businessType: "INDIVIDUAL" as const,
  individual: { name: "김예술", email: "a@example.com", phone: "01012345678" },
  account: { bankCode: "004", accountNumber: "12345678901234", holderName: "김예술" },
});
const payout = (ref: string, destination: string, value: number) => ({
  refPayoutId: ref,
  destination,
  scheduleType: "EXPRESS" as const,
  amount: { currency: "KRW" as const, value },
  transactionDescription: "정산",
});

function setup() {
  const fake = new TossFake();
  return { fake, provider: new TossProvider("toss-fake", fake.clientKey, fake.secretKey, fake.transport, fake.securityKey) };
}

describe("the stand-in's payouts API v2 (decision 040)", () => {
  it("when a partly approved seller would pass 1천만원 in total, then the payout is refused with FORBIDDEN_SELLER_PAYOUT and KYC is required", async () => {
    const { fake, provider } = setup();
    const s = await provider.registerSeller(seller("u1"), "k1");
    expect(s.status).toBe("PARTIALLY_APPROVED");
    expect((await provider.payout(payout("p1", s.id, 9_000_000), "p1")).status).toBe("COMPLETED");
    const refused = await provider.payout(payout("p2", s.id, 1_000_001), "p2").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ status: 403, code: "FORBIDDEN_SELLER_PAYOUT" });
    expect((await provider.seller(s.id)).status).toBe("KYC_REQUIRED");
    fake.setSellerStatus(s.id, "APPROVED");
    expect((await provider.payout(payout("p3", s.id, 50_000_000), "p3")).status).toBe("COMPLETED");
  });

  it("when a seller awaits verification, then payouts are refused", async () => {
    const { fake, provider } = setup();
    fake.verifyOnRegister = false;
    const s = await provider.registerSeller(seller("u2"), "k2");
    expect(s.status).toBe("APPROVAL_REQUIRED");
    await expect(provider.payout(payout("p1", s.id, 1000), "p1")).rejects.toMatchObject({ code: "FORBIDDEN_SELLER_PAYOUT" });
  });

  it("when a key is sent again, then the first answer comes back and nothing is paid twice", async () => {
    const { fake, provider } = setup();
    const s = await provider.registerSeller(seller("u3"), "k3");
    const a = await provider.payout(payout("same", s.id, 1000), "same");
    const b = await provider.payout(payout("same", s.id, 1000), "same");
    expect(b.id).toBe(a.id);
    expect(fake.payouts()).toHaveLength(1);
  });

  it("when a body is sent without the ENCRYPTION mode, or encrypted with another key, then it is refused; answers are JWE", async () => {
    const { fake } = setup();
    const auth = { Authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}` };
    const plain = await fake.transport({ method: "POST", path: "/v2/sellers", headers: auth, rawBody: JSON.stringify(seller("u4")) });
    expect(plain.status).toBe(400);
    const other = new TossProvider("toss-fake", fake.clientKey, fake.secretKey, fake.transport, "0".repeat(64));
    await expect(other.registerSeller(seller("u4"), "k4")).rejects.toMatchObject({ status: 400 });
    const { provider } = setup();
    const unknown = await provider.seller("seller_none").catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 404, code: "NOT_FOUND_SELLER" });
  });

  it("when a held payout is cancelled or looked up, and the balance asked, then the documented shapes come back", async () => {
    const { fake, provider } = setup();
    fake.payoutMode = "hold";
    const s = await provider.registerSeller(seller("u5"), "k5");
    const p = await provider.payout(payout("h1", s.id, 5000), "h1");
    expect(p).toMatchObject({ status: "REQUESTED", amount: { currency: "KRW", value: 5000 } });
    expect((await provider.payoutStatus(p.id)).status).toBe("REQUESTED");
    const auth = { Authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}` };
    const cancelled = await fake.transport({ method: "POST", path: `/v2/payouts/${p.id}/cancel`, headers: { ...auth, "Idempotency-Key": "c1" } });
    expect(cancelled).toMatchObject({ status: 200, body: { entityBody: { status: "CANCELED" }, error: null } });
    const balance = await fake.transport({ method: "GET", path: "/v2/balances", headers: auth });
    expect(balance.body).toMatchObject({ entityBody: { availableAmount: { currency: "KRW" }, pendingAmount: { currency: "KRW" } } });
  });
});
