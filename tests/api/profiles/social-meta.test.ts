import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { createLogger } from "../../../server/logger";
import { insertProject } from "../../factories/projects";
import { insertPerson } from "../../factories/profiles";
import { createTestDatabase } from "../../setup/test-db";

// A minimal built client: the tests must not need `vite build`.
const distDir = mkdtempSync(path.join(tmpdir(), "social-meta-dist-"));
writeFileSync(
  path.join(distDir, "index.html"),
  `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="기본 설명" /><title>아트링크 - 문화예술 협업 마켓플레이스</title></head><body><div id="root"></div></body></html>`,
);
const database = await createTestDatabase();
afterAll(async () => {
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});
const db = database.db;
const APP_URL = "https://artlink.example.kr";
const { app } = createApp({
  db: database.db,
  config: { appUrl: APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv: "test", uploadDir: "/tmp/artlink-test-uploads" },
  logger: createLogger("silent"),
  checkAnswers: true,
  client: { distDir },
});
const request = supertest(app);

/** The content of `<meta property|name="key">` in the page, unescaped. */
function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("link previews of profile and project pages", () => {
  it("when a profile page is fetched under any of its four addresses, then the head carries name, bio excerpt and picture", async () => {
    const artist = await insertPerson(db, {
      userType: "artist",
      firstName: "하늘",
      lastName: "남궁",
      bio: "한지와 빛으로 공간을 만드는 설치미술가입니다. ".repeat(10),
      profileImageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
    });
    for (const prefix of ["artists", "producers", "users", "user"]) {
      const res = await request.get(`/${prefix}/${artist.id}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(titleOf(res.text)).toBe("남궁하늘 (아티스트) - 아트링크");
      expect(metaOf(res.text, "og:title")).toBe("남궁하늘 (아티스트) - 아트링크");
      expect(metaOf(res.text, "og:image")).toBe(`${APP_URL}/uploads/0123456789abcdef0123456789abcdef.webp`);
      expect(metaOf(res.text, "og:url")).toBe(`${APP_URL}/${prefix}/${artist.id}`);
      expect(metaOf(res.text, "og:type")).toBe("profile");
      expect(metaOf(res.text, "twitter:card")).toBe("summary_large_image");
      const description = metaOf(res.text, "og:description")!;
      expect(description.startsWith("한지와 빛으로 공간을 만드는 설치미술가입니다.")).toBe(true);
      expect(description.length).toBeLessThanOrEqual(150);
      expect(metaOf(res.text, "description")).toBe(description);
      expect(res.text).not.toContain("기본 설명");
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it("when a project page is fetched, then the head carries its title, description and absolute cover", async () => {
    const producer = await insertPerson(db, { userType: "producer" });
    const project = await insertProject(db, {
      producerId: producer.id,
      title: "봄 설치미술전",
      description: "도시의 빛을 주제로 한 설치 작업을 함께할 작가를 찾습니다.",
      imageUrl: "/uploads/demo/cover-3.webp",
    });

    const res = await request.get(`/projects/${project.id}`);

    expect(titleOf(res.text)).toBe("봄 설치미술전 - 아트링크");
    expect(metaOf(res.text, "og:title")).toBe("봄 설치미술전 - 아트링크");
    expect(metaOf(res.text, "og:description")).toBe("도시의 빛을 주제로 한 설치 작업을 함께할 작가를 찾습니다.");
    expect(metaOf(res.text, "og:image")).toBe(`${APP_URL}/uploads/demo/cover-3.webp`);
    expect(metaOf(res.text, "twitter:card")).toBe("summary_large_image");
  });

  it("when there is no picture, then the favicon stands in and the card is the small one", async () => {
    const producer = await insertPerson(db, { userType: "producer", firstName: "서연", lastName: "이", bio: null });
    const res = await request.get(`/producers/${producer.id}`);
    expect(metaOf(res.text, "og:image")).toBe(`${APP_URL}/favicon.svg`);
    expect(metaOf(res.text, "twitter:card")).toBe("summary");
    expect(metaOf(res.text, "og:description")).toBe("아트링크의 제작자 이서연님의 프로필입니다.");
  });

  it("when names and text hold HTML, then it is escaped and cannot break out of the head", async () => {
    const artist = await insertPerson(db, {
      firstName: `"><script>alert(1)</script>`,
      lastName: "김",
      bio: `소개 <img src=x onerror=alert(1)> & $& 끝까지 '따옴표'`,
    });
    const res = await request.get(`/artists/${artist.id}`);
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(res.text).not.toContain("<img src=x");
    expect(metaOf(res.text, "og:title")).toBe(`김"><script>alert(1)</script> (아티스트) - 아트링크`);
    expect(metaOf(res.text, "og:description")).toBe(`소개 <img src=x onerror=alert(1)> & $& 끝까지 '따옴표'`);
  });

  it("when the id is unknown, the user withdrawn or the project a draft, then the default head is served", async () => {
    const producer = await insertPerson(db, { userType: "producer" });
    const gone = await insertPerson(db, { isDeleted: true, firstName: "탈퇴" });
    const draft = await insertProject(db, { producerId: producer.id, status: "draft", title: "비공개 초안 제목" });
    for (const url of [`/artists/nobody`, `/users/${gone.id}`, `/projects/${draft.id}`, `/projects/999999`, `/projects/abc`, `/community`]) {
      const res = await request.get(url);
      expect(res.status, url).toBe(200);
      expect(titleOf(res.text), url).toBe("아트링크 - 문화예술 협업 마켓플레이스");
      expect(res.text, url).not.toContain("og:title");
      expect(res.text).not.toContain("비공개 초안 제목");
    }
  });
});
