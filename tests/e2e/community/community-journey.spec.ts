import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_ARTIST, DEMO_PRODUCER, expect, loginAs, shot, test } from "../support/fixtures";

/** Nothing may scroll sideways (mobile first, checked at 375 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function postCard(page: Page, text: string) {
  return page.locator("article").filter({ hasText: text }).first();
}

test.describe("community", () => {
  test("a guest reads the feed and is sent to /auth when liking; an artist posts with an image and two tags; a producer likes and replies; the artist sees the counts and the reply", async ({ page, browser }) => {
    const stamp = Date.now() % 100000;
    const content = `한지 설치 작업 과정을 공유합니다 ${stamp}. 전통 종이의 결을 빛으로 드러내는 실험을 이어가고 있어요.`;
    const artistComment = `작업 과정 사진은 곧 더 올릴게요 ${stamp}`;
    const producerReply = `다음 기획전에 꼭 모시고 싶습니다 ${stamp}`;

    // Guest at 1280: the feed, the sidebar, and the like that needs an account.
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "커뮤니티", level: 1 })).toBeVisible();
    const firstPost = page.locator("article").first();
    await expect(firstPost).toBeVisible();
    await expect(page.getByRole("heading", { name: "지금 뜨는 글" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "인기 태그" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "추천 아티스트" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "모집 중인 프로젝트" })).toBeVisible();
    await expect(page.getByRole("button", { name: "팔로잉" })).toHaveCount(0);
    await shot(page, "community-guest-1280");

    // Filters live in the address; Back restores the previous feed.
    await page.getByRole("group", { name: "게시글 유형" }).getByRole("button", { name: "질문" }).click();
    await expect(page).toHaveURL(/postType=question/);
    await page.goBack();
    await expect(page).not.toHaveURL(/postType=/);
    await expect(page.getByRole("group", { name: "게시글 유형" }).getByRole("button", { name: "전체" })).toHaveAttribute("aria-pressed", "true");

    // The trending card opens a post in a dialog.
    await page.getByRole("region", { name: "지금 뜨는 글" }).getByRole("button").first().click();
    const trendingDialog = page.getByRole("dialog", { name: "게시글 보기" });
    await expect(trendingDialog.locator("article")).toBeVisible();
    await expect(trendingDialog.getByRole("region", { name: "댓글" })).toBeVisible();
    await shot(page, "community-trending-dialog-1280");
    await page.keyboard.press("Escape");
    await expect(trendingDialog).toBeHidden();

    await page.locator("article").first().getByRole("button", { name: /^좋아요 \d+개$/ }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("좋아요를 누르려면 로그인해주세요.")).toBeVisible();

    // Guest at 375: the sidebar folds below the feed and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/community");
    await expect(page.locator("article").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const feedBox = await page.locator("article").first().boundingBox();
    const asideBox = await page.getByRole("complementary", { name: "커뮤니티 소식" }).boundingBox();
    expect(asideBox!.y).toBeGreaterThan(feedBox!.y);
    await shot(page, "community-guest-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The artist posts with an image and two tags, and comments on it.
    await loginAs(page, DEMO_ARTIST);
    await page.goto("/community");
    await expect(page.getByRole("button", { name: "팔로잉" })).toBeVisible();
    await page.getByRole("button", { name: "글쓰기" }).click();
    const composer = page.getByRole("dialog", { name: "새 게시글" });
    await expect(composer).toBeVisible();
    await composer.getByLabel("내용").fill(content);
    await composer.getByRole("combobox").click();
    await page.getByRole("option", { name: "작품" }).click();
    const tagInput = composer.getByPlaceholder(/입력 후 Enter/);
    await tagInput.fill("한지공예");
    await tagInput.press("Enter");
    const moreTags = composer.getByPlaceholder("태그 추가");
    await moreTags.fill("설치미술");
    await moreTags.press("Enter");
    await expect(composer.getByRole("button", { name: "설치미술 태그 삭제" })).toBeVisible();
    await composer.locator('input[type="file"]').setInputFiles(path.resolve("tests/fixtures/sample.png"));
    await expect(composer.getByAltText("첨부 이미지 미리보기")).toBeVisible();
    await shot(page, "community-composer-1280");
    await composer.getByRole("button", { name: "게시하기" }).click();
    await expect(page.getByText("게시글이 작성되었습니다.")).toBeVisible();
    await expect(composer).toBeHidden();

    const mine = postCard(page, content);
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("img", { name: "게시글 첨부 이미지" })).toBeVisible();
    await expect(mine.getByRole("button", { name: "한지공예 태그로 거르기" })).toBeVisible();
    await expect(mine.getByRole("button", { name: "설치미술 태그로 거르기" })).toBeVisible();
    await mine.getByRole("button", { name: /^댓글 \d+개$/ }).click();
    await mine.getByRole("textbox", { name: "댓글 입력" }).fill(artistComment);
    await mine.getByRole("button", { name: "댓글 등록" }).click();
    await expect(mine.getByText(artistComment)).toBeVisible();
    await expect(mine.getByRole("button", { name: "댓글 1개" })).toBeVisible();

    // The producer, in a second browser, likes the post and replies to the artist's comment.
    const producerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
    const producer = await producerContext.newPage();
    await loginAs(producer, DEMO_PRODUCER);
    await producer.goto("/community");
    const seen = postCard(producer, content);
    await expect(seen).toBeVisible();
    await seen.getByRole("button", { name: "좋아요 0개" }).click();
    await expect(seen.getByRole("button", { name: "좋아요 1개" })).toHaveAttribute("aria-pressed", "true");
    await seen.getByRole("button", { name: "댓글 1개" }).click();
    const thread = seen.getByRole("region", { name: "댓글" });
    const artistItem = thread.locator("li").filter({ hasText: artistComment }).first();
    await artistItem.getByRole("button", { name: "답글" }).first().click();
    await artistItem.getByRole("textbox", { name: "답글 입력" }).fill(producerReply);
    await artistItem.getByRole("button", { name: "답글 등록" }).click();
    await expect(thread.getByText(producerReply)).toBeVisible();
    await expect(seen.getByRole("button", { name: "댓글 2개" })).toBeVisible();
    await shot(producer, "community-comments-1280");
    // A reload keeps the like (the server's answer, not only the optimistic state).
    await producer.reload();
    await expect(postCard(producer, content).getByRole("button", { name: "좋아요 1개" })).toHaveAttribute("aria-pressed", "true");
    await producerContext.close();

    // The artist reloads and sees the counts and the reply.
    await page.reload();
    const after = postCard(page, content);
    await expect(after.getByRole("button", { name: "좋아요 1개" })).toHaveAttribute("aria-pressed", "false");
    await after.getByRole("button", { name: "댓글 2개" }).click();
    await expect(after.getByText(producerReply)).toBeVisible();
    await expect(after.getByRole("region", { name: "댓글" }).getByRole("link", { name: /./ }).first()).toHaveAttribute("href", /^\/(artists|producers|user)\//);
    await shot(page, "community-signed-in-1280");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.locator("article").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "community-signed-in-375");
  });
});
