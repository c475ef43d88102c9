import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/logger";
import { createTestDatabase } from "../../setup/test-db";

// Issue 31: the footer lacked the business details Korean users look for; they come from BUSINESS_* variables.
const distDir = mkdtempSync(path.join(tmpdir(), "business-info-dist-"));
writeFileSync(
  path.join(distDir, "index.html"),
  `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>아트링크</title></head><body><div id="root"></div></body></html>`,
);
const database = await createTestDatabase();
afterAll(async () => {
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

const env = {
  NODE_ENV: "test",
  SESSION_SECRET: "test-secret-test-secret",
  BUSINESS_NAME: "주식회사 아트링크 <본사>",
  BUSINESS_REPRESENTATIVE: "윤하늘",
  BUSINESS_REGISTRATION_NUMBER: "1234567890",
  BUSINESS_MAIL_ORDER_NUMBER: "2026-서울마포-0001",
  BUSINESS_ADDRESS: "서울특별시 마포구 월드컵북로 1",
  BUSINESS_EMAIL: "help@artlink.example.kr",
};

function appWith(business: ReturnType<typeof loadConfig>["business"]) {
  const { app } = createApp({
    db: database.db,
    config: {
      appUrl: "https://artlink.example.kr",
      sessionSecret: "test-secret-test-secret",
      nodeEnv: "test",
      uploadDir: "/tmp/artlink-test-uploads",
      business,
    },
    logger: createLogger("silent"),
    checkAnswers: true,
    client: { distDir },
  });
  return supertest(app);
}

describe("business details (BUSINESS_*)", () => {
  it("when the variables are set, then they are parsed, the registration number written 123-45-67890, unset ones left out", () => {
    expect(loadConfig(env).business).toEqual({
      name: "주식회사 아트링크 <본사>",
      representative: "윤하늘",
      registrationNumber: "123-45-67890",
      mailOrderNumber: "2026-서울마포-0001",
      address: "서울특별시 마포구 월드컵북로 1",
      email: "help@artlink.example.kr",
    });
    expect(loadConfig({ NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret" }).business).toBeUndefined();
    expect(() => loadConfig({ ...env, BUSINESS_REGISTRATION_NUMBER: "12-34" })).toThrow(/BUSINESS_REGISTRATION_NUMBER/);
  });

  it("when they are set, then every page carries them under the app, escaped, with their Korean labels", async () => {
    const request = appWith(loadConfig(env).business);
    for (const url of ["/", "/projects", "/terms"]) {
      const res = await request.get(url).expect(200);
      expect(res.text, url).toContain('<address class="');
      for (const part of [
        "상호: 주식회사 아트링크 &#60;본사&#62;",
        "대표자: 윤하늘",
        "사업자등록번호: 123-45-67890",
        "통신판매업 신고번호: 2026-서울마포-0001",
        "주소: 서울특별시 마포구 월드컵북로 1",
        "이메일: help@artlink.example.kr",
      ]) {
        expect(res.text, `${url} ${part}`).toContain(part);
      }
      expect(res.text).not.toContain("전화:");
      expect(res.text.indexOf('id="root"')).toBeLessThan(res.text.indexOf('id="business-info"'));
    }
  });

  it("when none is set, then the page is the plain shell", async () => {
    const res = await appWith(undefined).get("/").expect(200);
    expect(res.text).not.toContain("business-info");
  });
});
