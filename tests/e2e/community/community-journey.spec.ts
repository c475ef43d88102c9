import path from "node:path";
import type { Page } from "@playwright/test";
import { demoContext, expect, settle, shot, useDemoSession, test } from "../support/fixtures";

/** Nothing may scroll sideways (mobile first, checked at 375 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Dialogs are shot as the viewport shows them (a full-page shot stretches the overlay). */
async function viewShot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, animations: "disabled" });
}

/** Full-page shots from the top, so the sticky header is not caught half-way down the page. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

function postCard(page: Page, text: string) {
  return page.locator("article").filter({ hasText: text }).first();
}

test.describe("community", () => {
  // Two browsers and many steps: longer than the default 60 s on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test("a guest reads the feed and is sent to /auth when liking; an artist posts with an image and two tags; a producer likes and replies; the artist sees the counts and the reply", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now() % 100000;
    const content = `한지 설치 작업 과정을 공유합니다 ${stamp}. 전통 종이의 결을 빛으로 드러내는 실험을 이어가고 있어요.`;
    const artistComment = `작업 과정 사진은 곧 더 올릴게요 ${stamp}`;
    const producerReply = `다음 기획전에 꼭 모시고 싶습니다 ${stamp}`;

    // Guest at 1280: the feed, the sidebar, and the like that needs an account.
    await page.goto("/community");
    // The first visit of a fresh server loads the page chunk cold.
    await expect(page.getByRole("heading", { name: "커뮤니티", level: 1 })).toBeVisible({ timeout: 30_000 });
    const firstPost = page.locator("article").first();
    await expect(firstPost).toBeVisible();
    await expect(page.getByRole("heading", { name: "지금 뜨는 글" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "인기 태그" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "추천 아티스트" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "모집 중인 프로젝트" })).toBeVisible();
    await expect(page.getByRole("button", { name: "팔로잉" })).toHaveCount(0);
    await pageShot(page, "community-guest-1280");

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
    await viewShot(page, "community-trending-dialog-1280");
    await page.keyboard.press("Escape");
    await expect(trendingDialog).toBeHidden();

    // Infinite scroll: the first 10 posts, then more as the end of the feed comes near.
    await expect(page.locator("article")).toHaveCount(10);
    await page.getByRole("button", { name: "더 보기", exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("article").count()).toBeGreaterThan(10);

    // Search and a popular tag go into the address too.
    await page.getByRole("searchbox", { name: "게시글 검색" }).fill("오디션");
    await expect(page).toHaveURL(/search=%EC%98%A4%EB%94%94%EC%85%98/);
    await expect(page.locator("article").first()).toContainText("오디션");
    await page.getByRole("button", { name: "전체 초기화" }).click();
    await expect(page).not.toHaveURL(/search=/);
    const firstTag = page.getByRole("region", { name: "인기 태그" }).getByRole("button").first();
    await firstTag.click();
    await expect(page).toHaveURL(/tags=/);
    await expect(firstTag).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(page).not.toHaveURL(/tags=/);

    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^좋아요 \d+개$/ })
      .click();
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
    await pageShot(page, "community-guest-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The artist posts with an image and two tags, and comments on it.
    await useDemoSession(page, "artist");
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
    await viewShot(page, "community-composer-1280");
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
    await expect(mine.getByRole("button", { name: "댓글 1개", exact: true })).toBeVisible();

    // The producer, in a second browser, likes the post and replies to the artist's comment.
    const producerContext = await demoContext(browser, "producer", { viewport: { width: 1280, height: 800 }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
    const producer = await producerContext.newPage();
    await producer.goto("/community");
    const seen = postCard(producer, content);
    await expect(seen).toBeVisible();
    await seen.getByRole("button", { name: "좋아요 0개", exact: true }).click();
    await expect(seen.getByRole("button", { name: "좋아요 1개", exact: true })).toHaveAttribute("aria-pressed", "true");
    await seen.getByRole("button", { name: "댓글 1개", exact: true }).click();
    const thread = seen.getByRole("region", { name: "댓글" });
    const artistItem = thread.locator("li").filter({ hasText: artistComment }).first();
    await artistItem.getByRole("button", { name: "답글" }).first().click();
    await artistItem.getByRole("textbox", { name: "답글 입력" }).fill(producerReply);
    await artistItem.getByRole("button", { name: "답글 등록" }).click();
    await expect(thread.getByText(producerReply)).toBeVisible();
    await expect(seen.getByRole("button", { name: "댓글 2개", exact: true })).toBeVisible();
    await pageShot(producer, "community-comments-1280");
    // A reload keeps the like (the server's answer, not only the optimistic state).
    await producer.reload();
    await expect(postCard(producer, content).getByRole("button", { name: "좋아요 1개", exact: true })).toHaveAttribute("aria-pressed", "true");
    await producerContext.close();

    // The artist reloads and sees the counts and the reply.
    await page.reload();
    const after = postCard(page, content);
    await expect(after.getByRole("button", { name: "좋아요 1개", exact: true })).toHaveAttribute("aria-pressed", "false");
    await after.getByRole("button", { name: "댓글 2개", exact: true }).click();
    await expect(after.getByText(producerReply)).toBeVisible();
    await expect(after.getByRole("region", { name: "댓글" }).getByRole("link", { name: /./ }).first()).toHaveAttribute("href", /^\/(artists|producers|user)\//);
    await pageShot(page, "community-signed-in-1280");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.locator("article").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await pageShot(page, "community-signed-in-375");
  });

  test("the author edits a post and deletes a comment whose reply stays; a reporter no longer sees the post; a failed like is rolled back", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now() % 100000;
    const content = `전시 설치 도와주실 분 찾습니다 ${stamp}`;
    const edited = `전시 설치 도와주실 분 찾습니다 (마감) ${stamp}`;
    const comment = `저 가능합니다 ${stamp}`;
    const reply = `연락드릴게요 ${stamp}`;

    await useDemoSession(page, "artist");
    await page.goto("/community");
    await page.getByRole("button", { name: "글쓰기" }).click();
    const composer = page.getByRole("dialog", { name: "새 게시글" });
    await composer.getByLabel("내용").fill(content);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(composer.getByRole("button", { name: "게시하기" })).toBeInViewport();
    await viewShot(page, "community-composer-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await composer.getByRole("button", { name: "게시하기" }).click();
    await expect(page.getByText("게시글이 작성되었습니다.")).toBeVisible();
    const mine = postCard(page, content);
    await mine.getByRole("button", { name: /^댓글 \d+개$/ }).click();
    await mine.getByRole("textbox", { name: "댓글 입력" }).fill(comment);
    await mine.getByRole("button", { name: "댓글 등록" }).click();
    await expect(mine.getByText(comment)).toBeVisible();

    // The producer replies to that comment.
    const producerContext = await demoContext(browser, "producer", { viewport: { width: 1280, height: 800 }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
    const producer = await producerContext.newPage();
    await producer.goto("/community");
    const theirs = postCard(producer, content);
    await theirs.getByRole("button", { name: "댓글 1개", exact: true }).click();
    const item = theirs.locator("li").filter({ hasText: comment }).first();
    await item.getByRole("button", { name: "답글" }).first().click();
    await item.getByRole("textbox", { name: "답글 입력" }).fill(reply);
    await item.getByRole("button", { name: "답글 등록" }).click();
    await expect(theirs.getByText(reply)).toBeVisible();

    // The author deletes the comment (after confirming): its place and the reply stay.
    await page.reload();
    const again = postCard(page, content);
    await again.getByRole("button", { name: "댓글 2개", exact: true }).click();
    const own = again.locator("li").filter({ hasText: comment }).first();
    await own.getByRole("button", { name: "댓글 메뉴" }).first().click();
    await page.getByRole("menuitem", { name: "삭제" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("댓글이 삭제되었습니다.")).toBeVisible();
    await expect(again.getByText("삭제된 댓글입니다")).toBeVisible();
    await expect(again.getByText(reply)).toBeVisible();
    await expect(again.getByText(comment)).toHaveCount(0);
    await settle(page);
    await again.screenshot({ path: "test-results/screens/community-deleted-comment-1280.png", animations: "disabled" });

    // The author edits the post.
    await again.getByRole("button", { name: "게시글 메뉴" }).click();
    await page.getByRole("menuitem", { name: "수정" }).click();
    const editDialog = page.getByRole("dialog", { name: "게시글 수정" });
    await editDialog.getByLabel("내용").fill(edited);
    await editDialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("게시글이 수정되었습니다.")).toBeVisible();
    await expect(postCard(page, edited)).toBeVisible();

    // A failed like is rolled back with the spec's toast.
    await page.route("**/api/community/posts/*/like", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL", message: "서버 오류" }) }),
    );
    const target = postCard(page, edited);
    await target.getByRole("button", { name: "좋아요 0개", exact: true }).click();
    await expect(page.getByText("좋아요 처리 중 오류가 발생했습니다")).toBeVisible();
    await expect(target.getByRole("button", { name: "좋아요 0개", exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.unroute("**/api/community/posts/*/like");

    // The producer reports the post: it disappears for them, also after a reload.
    await producer.reload();
    const reported = postCard(producer, edited);
    await reported.getByRole("button", { name: "게시글 메뉴" }).click();
    await producer.getByRole("menuitem", { name: "신고하기" }).click();
    const reportDialog = producer.getByRole("dialog", { name: "게시글 신고하기" });
    await reportDialog.getByRole("button", { name: "신고하기" }).click();
    await expect(reportDialog.getByText("신고 사유를 입력해주세요")).toBeVisible();
    await reportDialog.getByLabel("신고 사유").fill("광고성 게시글입니다");
    await viewShot(producer, "community-report-dialog-1280");
    await reportDialog.getByRole("button", { name: "신고하기" }).click();
    await expect(producer.getByText("신고가 접수되었습니다.")).toBeVisible();
    await expect(producer.locator("article").filter({ hasText: edited })).toHaveCount(0);
    await producer.reload();
    await expect(producer.locator("article").first()).toBeVisible();
    await expect(producer.locator("article").filter({ hasText: edited })).toHaveCount(0);

    // 팔로잉 is a filter kept in the address.
    await producer.getByRole("button", { name: "팔로잉" }).click();
    await expect(producer).toHaveURL(/following=true/);
    await expect(producer.getByRole("button", { name: "팔로잉", exact: true })).toHaveAttribute("aria-pressed", "true");
    await producerContext.close();
  });
});
