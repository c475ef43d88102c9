import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityPosts, communityPostTags, communityPostViews, userTags } from "@shared/schema/index";
import { postSearchTokens } from "@shared/search-tokens";
import { communityMsg } from "@shared/validators/community";
import { insertComment, insertLike, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp({ uploadDir: "/tmp/artlink-test-uploads-community" });
const fixture = (name: string) => path.join(import.meta.dirname, "../../fixtures", name);
const postRow = async (id: number) => (await t.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0];
const tagUsage = async (name: string) =>
  (
    await t.db
      .select()
      .from(userTags)
      .where(eq(sql`lower(${userTags.name})`, name.toLowerCase()))
  )[0]?.usageCount;

describe("POST /api/community/posts", () => {
  it("when a guest posts (JSON or multipart), then 401 and nothing is written", async () => {
    const before = (await t.db.select().from(communityPosts)).length;
    const json = await t.request.post("/api/community/posts").send({ content: "안녕하세요" });
    expect(json.status).toBe(401);
    expect(json.body.message).toBe("로그인이 필요합니다.");
    const multi = await t.request.post("/api/community/posts").field("content", "안녕하세요").attach("image", fixture("sample.png"));
    expect(multi.status).toBe(401);
    expect(await t.db.select().from(communityPosts)).toHaveLength(before);
  });

  it("when the content is blank or too long, then 400 with the Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    for (const content of [undefined, "", "   \n "]) {
      const res = await agent.post("/api/community/posts").send({ content });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("내용을 입력해주세요");
      expect(res.body.fieldErrors.content).toEqual(["내용을 입력해주세요"]);
    }
    const long = await agent.post("/api/community/posts").send({ content: "가".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(communityMsg.contentMax);
  });

  it("when the post type is not one of the five, then 400 with the Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts").send({ content: "내용", postType: "news" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("올바른 게시글 유형을 선택해주세요");
  });

  it("when more than 5 distinct tags are sent, then 400 with the Korean message; blanks and repeats do not count", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const six = await agent.post("/api/community/posts").send({ content: "내용", tags: ["a1", "a2", "a3", "a4", "a5", "a6"] });
    expect(six.status).toBe(400);
    expect(six.body.message).toBe("태그는 최대 5개까지 추가할 수 있습니다");
    const tooLong = await agent.post("/api/community/posts").send({ content: "내용", tags: ["가".repeat(51)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(communityMsg.tagLength);
    const ok = await agent.post("/api/community/posts").send({ content: "내용", tags: ["회화", " 회화 ", "", "  ", "조소", "판화", "사진", "영상"] });
    expect(ok.status).toBe(201);
    expect(ok.body.tags.sort()).toEqual(["사진", "영상", "조소", "판화", "회화"].sort());
    expect(ok.body.author.id).toBe(user.id);
  });

  it("when a member posts JSON, then 201 with the post, and tags, usage counts and search tokens are written", async () => {
    const { agent, user } = await signedIn(t, "producer");
    const usageBefore = (await tagUsage("퍼포먼스")) ?? 0;
    const res = await agent.post("/api/community/posts").send({ content: "  성수동 퍼포먼스 공연 후기  ", postType: "info", tags: ["퍼포먼스", "후기"] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      content: "성수동 퍼포먼스 공연 후기",
      postType: "info",
      imageUrl: null,
      thumbnailUrl: null,
      likeCount: 0,
      commentCount: 0,
      viewCount: 0,
      isLiked: false,
      isOwner: true,
      author: { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: "producer", isDeleted: false },
    });
    expect(res.body.tags.sort()).toEqual(["퍼포먼스", "후기"].sort());
    const row = await postRow(res.body.id);
    expect(row!.authorId).toBe(user.id);
    expect([...row!.searchTokens].sort()).toEqual(postSearchTokens({ content: "성수동 퍼포먼스 공연 후기", tags: ["퍼포먼스", "후기"] }).sort());
    expect(await t.db.select().from(communityPostTags).where(eq(communityPostTags.postId, res.body.id))).toHaveLength(2);
    expect(await tagUsage("퍼포먼스")).toBe(usageBefore + 1);
  });

  it("when the post type is absent, then it is general", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts").send({ content: "자유 글" });
    expect(res.status).toBe(201);
    expect(res.body.postType).toBe("general");
    expect(res.body.tags).toEqual([]);
  });

  it("when a member posts multipart with an image and tags as a JSON string, then 201 with the image and its thumbnail", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/community/posts")
      .field("content", "새 작품을 공유합니다")
      .field("postType", "work")
      .field("tags", JSON.stringify(["회화", "유화"]))
      .attach("image", fixture("sample.png"));
    expect(res.status).toBe(201);
    expect(res.body.postType).toBe("work");
    expect(res.body.tags.sort()).toEqual(["유화", "회화"].sort());
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(res.body.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.w480\.webp$/);
    const file = await t.request.get(res.body.imageUrl);
    expect(file.status).toBe(200);
  });

  it("when the image is not really an image, then 415 and no post is written", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts").field("content", "가짜 이미지").attach("image", fixture("fake.png"));
    expect(res.status).toBe(415);
    expect(await t.db.select().from(communityPosts).where(eq(communityPosts.authorId, user.id))).toHaveLength(0);
  });

  it("when a multipart post is invalid, then 400 with the Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts").field("content", " ").attach("image", fixture("sample.png"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("내용을 입력해주세요");
  });

  it("when a member posts more than 10 times in a minute, then 429 with a Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < 10; i += 1) expect((await agent.post("/api/community/posts").send({ content: `글 ${i}` })).status).toBe(201);
    const res = await agent.post("/api/community/posts").send({ content: "하나 더" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
  });

  it("when a member over the limit posts with an image, then 429 and no post; text and multipart posts count alike", async () => {
    const { agent, user } = await signedIn(t, "artist");
    for (let i = 0; i < 5; i += 1) expect((await agent.post("/api/community/posts").send({ content: `글 ${i}` })).status).toBe(201);
    for (let i = 5; i < 10; i += 1) expect((await agent.post("/api/community/posts").field("content", `글 ${i}`)).status).toBe(201);
    const res = await agent.post("/api/community/posts").field("content", "이미지 하나 더").attach("image", fixture("sample.png"));
    expect(res.status).toBe(429);
    expect(await t.db.select().from(communityPosts).where(eq(communityPosts.authorId, user.id))).toHaveLength(10);
  });
});

describe("PATCH and DELETE /api/community/posts/{id}", () => {
  it("when a guest edits or deletes, then 401", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    expect((await t.request.patch(`/api/community/posts/${post.id}`).send({ content: "x" })).status).toBe(401);
    expect((await t.request.delete(`/api/community/posts/${post.id}`)).status).toBe(401);
  });

  it("when the author edits content, type and tags, then 200 with the post and tokens and tag usage follow", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id, { content: "처음 글", tags: ["옛태그"] });
    const oldUsage = await tagUsage("옛태그");
    const res = await agent.patch(`/api/community/posts/${post.id}`).send({ content: "고친 글", postType: "question", tags: ["새태그"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: "고친 글", postType: "question", tags: ["새태그"], isOwner: true });
    const row = await postRow(post.id);
    expect([...row!.searchTokens].sort()).toEqual(postSearchTokens({ content: "고친 글", tags: ["새태그"] }).sort());
    expect(await tagUsage("옛태그")).toBe(Math.max((oldUsage ?? 0) - 1, 0));
  });

  it("when only the type is sent, then content and tags stay", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id, { content: "그대로", tags: ["유지"] });
    const res = await agent.patch(`/api/community/posts/${post.id}`).send({ postType: "recruitment" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: "그대로", postType: "recruitment", tags: ["유지"] });
  });

  it("when an edit is invalid, then 400 with the Korean message", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id);
    const res = await agent.patch(`/api/community/posts/${post.id}`).send({ content: "  " });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("내용을 입력해주세요");
  });

  it("when someone else edits or deletes, then 403 and the post is unchanged", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id, { content: "남의 글" });
    const { agent } = await signedIn(t, "artist");
    const patch = await agent.patch(`/api/community/posts/${post.id}`).send({ content: "바꿈" });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe("본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다.");
    expect((await agent.delete(`/api/community/posts/${post.id}`)).status).toBe(403);
    expect((await postRow(post.id))!.content).toBe("남의 글");
  });

  it("when the author deletes, then 204, the post is gone and its tags' usage drops", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id, { tags: ["삭제될태그"] });
    await t.db.update(userTags).set({ usageCount: 1 }).where(eq(userTags.name, "삭제될태그"));
    await insertComment(t.db, post.id, user.id);
    const res = await agent.delete(`/api/community/posts/${post.id}`);
    expect(res.status).toBe(204);
    expect(await postRow(post.id)).toBeUndefined();
    expect(await tagUsage("삭제될태그")).toBe(0);
    expect((await agent.get(`/api/community/posts/${post.id}`)).status).toBe(404);
  });

  it("when the author removes a post's image or deletes the post, then the image file and its list variant are deleted too", async () => {
    const { agent } = await signedIn(t, "artist");
    const withImage = async () => {
      const res = await agent.post("/api/community/posts").field("content", "이미지 글").attach("image", fixture("sample.png"));
      expect(res.status).toBe(201);
      expect((await t.request.get(res.body.imageUrl)).status).toBe(200);
      expect((await t.request.get(res.body.thumbnailUrl)).status).toBe(200);
      return res.body as { id: number; imageUrl: string; thumbnailUrl: string };
    };
    const edited = await withImage();
    expect((await agent.patch(`/api/community/posts/${edited.id}`).send({ imageUrl: null })).status).toBe(200);
    expect((await t.request.get(edited.imageUrl)).status).toBe(404);
    expect((await t.request.get(edited.thumbnailUrl)).status).toBe(404);

    const deleted = await withImage();
    expect((await agent.delete(`/api/community/posts/${deleted.id}`)).status).toBe(204);
    expect((await t.request.get(deleted.imageUrl)).status).toBe(404);
    expect((await t.request.get(deleted.thumbnailUrl)).status).toBe(404);
  });

  it("when the post does not exist, then 404 with the Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.patch("/api/community/posts/999999").send({ content: "x" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("게시글을 찾을 수 없습니다");
    expect((await agent.delete("/api/community/posts/abc")).status).toBe(404);
  });
});

describe("GET /api/community/posts/{id}", () => {
  it("when a post is opened, then it answers the post with counts and counts one view per viewer per day", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id, { tags: ["조회"] });
    const liker = await insertUser(t.db);
    await insertLike(t.db, post.id, liker.id);
    await insertComment(t.db, post.id, liker.id);
    const { agent } = await signedIn(t, "artist");
    const first = await agent.get(`/api/community/posts/${post.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: post.id, likeCount: 1, commentCount: 1, viewCount: 1, isLiked: false, isOwner: false, tags: ["조회"] });
    const again = await agent.get(`/api/community/posts/${post.id}`);
    expect(again.body.viewCount).toBe(1);
    const guest = await t.request.get(`/api/community/posts/${post.id}`).set("User-Agent", "guest-browser");
    expect(guest.body.viewCount).toBe(2);
    expect(await t.db.select().from(communityPostViews).where(eq(communityPostViews.postId, post.id))).toHaveLength(2);
  });

  it("when the author opens their own post, then no view is counted", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id);
    const res = await agent.get(`/api/community/posts/${post.id}`);
    expect(res.body).toMatchObject({ viewCount: 0, isOwner: true });
  });

  it("when the author withdrew, then the post stays with a nameless isDeleted author", async () => {
    const author = await insertUser(t.db, { isDeleted: true, firstName: null, lastName: null });
    const post = await insertPost(t.db, author.id);
    const res = await t.request.get(`/api/community/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.author).toEqual({ id: author.id, firstName: null, lastName: null, profileImageUrl: null, userType: "artist", isDeleted: true });
  });

  it("when the post is unknown or hidden, then 404 with the Korean message", async () => {
    const author = await insertUser(t.db);
    const hidden = await insertPost(t.db, author.id, { hiddenAt: new Date() });
    for (const id of ["999999", String(hidden.id), "0", "x"]) {
      const res = await t.request.get(`/api/community/posts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("게시글을 찾을 수 없습니다");
    }
  });
});
