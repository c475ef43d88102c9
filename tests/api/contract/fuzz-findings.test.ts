import { describe, expect, it } from "vitest";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/** Each 5xx the contract fuzzer found (tests/api/contract/fuzz.test.ts), pinned as the 400 it now is. */
const t = await createTestApp();
const producer = await signedIn(t, "producer");
const artist = await signedIn(t, "artist");
const project = await insertProject(t.db, { producerId: producer.user.id, status: "published" });

function expectErrorShape(body: { code?: unknown; message?: unknown }) {
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
}

describe("NUL and lone surrogates never reach the database", () => {
  it("when an invitation names an artist id with a NUL byte, then 400 naming the field (was 500: invalid byte sequence 0x00)", async () => {
    const res = await producer.agent.post("/api/invitations").send({ projectId: project.id, artistId: "abc\u0000" });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    expect(res.body.fieldErrors).toEqual({ artistId: [expect.stringContaining("사용할 수 없는 문자")] });
  });

  it("when a tag name has a NUL byte, then 400 (was 500)", async () => {
    const res = await artist.agent.post("/api/tags/get-or-create").send({ name: "무용\u0000" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("name");
  });

  it("when a review names its reviewee with a NUL byte, then 400 (was 500)", async () => {
    const res = await producer.agent
      .post("/api/reviews")
      .send({ projectId: project.id, revieweeId: "x\u0000", rating: 5, comment: "함께 일해서 즐거웠습니다." });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("revieweeId");
  });

  it("when a JSON body carries a lone surrogate, then 400 rather than a silently changed character", async () => {
    const res = await artist.agent.post("/api/community/posts").set("Content-Type", "application/json").send('{"content":"안녕\\ud800하세요"}');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("content");
  });

  it("when a multipart post's text has a NUL byte, then parse() refuses it with 400", async () => {
    const res = await artist.agent.post("/api/community/posts").field("content", "안녕\u0000하세요");
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("content");
  });

  it("when a path or query carries %00, then 400 before any route reads it", async () => {
    for (const url of ["/api/users/%00/reviews", "/api/invitations/check/a%00b", "/api/tags/search?q=%00"]) {
      const res = await producer.agent.get(url);
      expect(res.status, url).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it("when a path has a broken escape or a lone surrogate's bytes, then 400", async () => {
    for (const url of ["/api/users/%ED%A0%80", "/api/projects/%zz", "/api/users/%E0%A4%A/follow"]) {
      const res = await t.request.get(url);
      expect(res.status, url).toBe(400);
      expectErrorShape(res.body);
    }
  });
});

describe("ids beyond the integer columns are input errors", () => {
  it("when a review names project 2147483648, then 400 (was 500: integer out of range)", async () => {
    const res = await producer.agent
      .post("/api/reviews")
      .send({ projectId: 2147483648, revieweeId: artist.user.id, rating: 5, comment: "함께 일해서 즐거웠습니다." });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("projectId");
  });

  it("when a thread is paged before message 168302767301, then 400 (was 500)", async () => {
    const res = await artist.agent.get(`/api/messages/${producer.user.id}?before=168302767301`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("before");
  });

  it("when the largest integer id is used, then it is simply not found", async () => {
    const res = await artist.agent.post("/api/applications").send({ projectId: 2147483647, coverLetter: "가".repeat(60) });
    expect(res.status).toBe(404);
  });

  it("when specialties name tag 99999999999, then 400 rather than a database error", async () => {
    const res = await artist.agent.put(`/api/users/${artist.user.id}/tags`).send({ tagIds: [99999999999] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toBeDefined();
  });
});

describe("malformed requests", () => {
  it("when the JSON is malformed or the charset unsupported, then a 4xx with the error body", async () => {
    const bad = await artist.agent.post("/api/messages").set("Content-Type", "application/json").send('{"content":');
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body);
    const charset = await artist.agent.post("/api/messages").set("Content-Type", "application/json; charset=latin1").send("{}");
    expect(charset.status).toBe(415);
    expectErrorShape(charset.body);
  });

  it("when a row is written after refusals, then nothing refused was stored", async () => {
    const other = await insertUser(t.db);
    const res = await producer.agent.post("/api/invitations").send({ projectId: project.id, artistId: `${other.id}\u0000` });
    expect(res.status).toBe(400);
    const sent = await producer.agent.get("/api/invitations/sent").expect(200);
    expect(sent.body).toEqual([]);
  });
});

describe("multipart without a boundary", () => {
  it("when an upload or a post says multipart/form-data but has no boundary, then 400 (was 500: Boundary not found)", async () => {
    for (const url of ["/api/upload?variant=null", "/api/community/posts"]) {
      const res = await artist.agent.post(url).set("Content-Type", "multipart/form-data").send("<x/>");
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe("파일 업로드 요청이 올바르지 않습니다.");
    }
  });

  it("when a multipart body is cut off midway, then 400", async () => {
    const res = await artist.agent
      .post("/api/upload")
      .set("Content-Type", "multipart/form-data; boundary=XYZ")
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG');
    expect(res.status).toBe(400);
  });
});

describe("the error handler's net for input the database refuses", () => {
  it("when a query fails with 22021, 22003, 22P05 or 22001, then 400 with the error body, not 500", async () => {
    const express = (await import("express")).default;
    const supertest = (await import("supertest")).default;
    const { errorHandler, DB_REFUSED_INPUT_MESSAGE } = await import("../../../server/http/error-handler");
    for (const code of ["22021", "22003", "22P05", "22001"]) {
      const app = express();
      app.get("/x", () => {
        throw Object.assign(new Error("db said no"), { cause: { code } });
      });
      app.use(errorHandler);
      const res = await supertest(app).get("/x");
      expect(res.status, code).toBe(400);
      expect(res.body).toEqual({ code: "BadRequest", message: DB_REFUSED_INPUT_MESSAGE });
    }
  });
});
