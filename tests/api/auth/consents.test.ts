import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSENT_VERSIONS } from "@shared/constants";
import { userConsents, users } from "@shared/schema/index";
import { createTestApp } from "../../setup/test-app";

// Issue 31: sign-up asked no consent to the terms, the privacy policy and being 14 or older (개인정보 보호법).
const t = await createTestApp();

let n = 0;
const payload = (over: Record<string, unknown> = {}) => ({
  email: `consent${(n += 1)}@example.com`,
  password: "gallery-secret12",
  firstName: "하늘",
  lastName: "윤",
  userType: "artist",
  agreeTerms: true,
  agreePrivacy: true,
  agreeAge14: true,
  ...over,
});

const consentsOf = (userId: string) => t.db.select().from(userConsents).where(eq(userConsents.userId, userId));

describe("POST /api/auth/register: consents", () => {
  it("when the three consents are given, then the account is made and each is stored with its time and current version", async () => {
    const before = Date.now();
    const res = await t.request.post("/api/auth/register").send(payload());
    expect(res.status).toBe(201);
    const rows = await consentsOf(res.body.user.id);
    expect(rows.map((r) => [r.kind, r.version]).sort()).toEqual(
      [
        ["age14", CONSENT_VERSIONS.age14],
        ["privacy", CONSENT_VERSIONS.privacy],
        ["terms", CONSENT_VERSIONS.terms],
      ].sort(),
    );
    for (const r of rows) {
      expect(r.agreedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(r.agreedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it("when a consent is missing or false, then 400 with a Korean message on each field and no account", async () => {
    const body = payload({ agreeTerms: undefined, agreePrivacy: false, agreeAge14: "yes" });
    const res = await t.request.post("/api/auth/register").send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.agreeTerms).toEqual(["이용약관에 동의해주세요."]);
    expect(res.body.fieldErrors.agreePrivacy).toEqual(["개인정보 수집·이용에 동의해주세요."]);
    expect(res.body.fieldErrors.agreeAge14).toEqual(["만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해주세요."]);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it("when only one consent is left out, then it alone is named", async () => {
    for (const field of ["agreeTerms", "agreePrivacy", "agreeAge14"]) {
      const res = await t.request.post("/api/auth/register").send(payload({ [field]: undefined }));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fieldErrors), field).toEqual([field]);
    }
  });
});
