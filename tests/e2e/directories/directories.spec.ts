import { expect, shot, test } from "../support/fixtures";

test.describe("directories", () => {
  test("/artists: search, a tag chip, a sort and the address round trip, then infinite scroll to the end", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto("/artists");
    await expect(page.getByRole("heading", { name: "아티스트 찾기", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/아티스트 찾기/);
    const cards = page.locator("main ul > li a[href^='/artists/']");
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(16);
    await expect(page.getByText(/총 \d+명의 아티스트/)).toBeVisible();
    const total = Number((await page.getByText(/총 \d+명의 아티스트/).innerText()).replace(/\D/g, ""));
    expect(total).toBeGreaterThan(16);
    await shot(page, "artists-1280");

    // Infinite scroll: scrolling to the end of the list loads the next pages until all are shown. Over the
    // artists of one region: journeys running alongside sign new artists up (with no region), and each one
    // moves the newest-first pages of the whole list on by a card while they load.
    await page.goto("/artists?location=%EC%84%9C%EC%9A%B8");
    await expect(cards.first()).toBeVisible();
    const inSeoul = Number((await page.getByText(/총 \d+명의 아티스트/).innerText()).replace(/\D/g, ""));
    expect(inSeoul, "more than one page of artists in 서울").toBeGreaterThan(16);
    const end = page.getByText("모든 아티스트를 확인했습니다");
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      const before = await cards.count();
      await page.mouse.wheel(0, 5000);
      // The next page arrived, or the list says it has ended.
      await expect.poll(async () => (await end.isVisible()) || (await cards.count()) > before).toBe(true);
    }
    await expect(end).toBeVisible();
    await expect(cards).toHaveCount(inSeoul);
    await page.goto("/artists");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(16);

    // Search by a Korean name fragment.
    await page.getByPlaceholder("이름, 분야, 소개 검색").fill("도윤");
    await expect(page).toHaveURL(/search=%EB%8F%84%EC%9C%A4/);
    await expect(page.getByRole("link", { name: /김도윤/ }).first()).toBeVisible();

    // A tag chip narrows it further; the sort goes into the address too.
    await page
      .getByRole("group", { name: /태그로 거르기/ })
      .getByRole("button", { name: "#설치미술" })
      .click();
    await expect(page).toHaveURL(/tags=%EC%84%A4%EC%B9%98%EB%AF%B8%EC%88%A0/);
    await expect(page.getByRole("link", { name: /김도윤/ }).first()).toBeVisible();
    await page.getByRole("combobox", { name: "정렬 기준" }).click();
    await page.getByRole("option", { name: "경력순" }).click();
    await expect(page).toHaveURL(/sortBy=experience/);
    await expect(page.getByRole("list", { name: "적용된 필터" })).toContainText("도윤");

    // Address round trip: a fresh load of the same address restores every filter.
    await page.reload();
    await expect(page.getByPlaceholder("이름, 분야, 소개 검색")).toHaveValue("도윤");
    await expect(page.getByRole("button", { name: "#설치미술", pressed: true }).first()).toBeVisible();
    await expect(page.getByRole("combobox", { name: "정렬 기준" })).toContainText("경력순");
    await expect(page.getByRole("link", { name: /김도윤/ }).first()).toBeVisible();

    // Back undoes the sort; clearing everything brings the full list back.
    await page.goBack();
    await expect(page).toHaveURL(/tags=/);
    await expect(page).not.toHaveURL(/sortBy=/);
    await page.getByRole("button", { name: "전체 초기화" }).click();
    await expect(page).toHaveURL(/\/artists$/);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(16);

    // Nothing found: the empty state.
    await page.goto("/artists?search=%EC%97%86%EB%8A%94%EC%9D%B4%EB%A6%84zzqx");
    await expect(page.getByText("조건에 맞는 아티스트가 없습니다")).toBeVisible();
  });

  test("/producers: cards with 3 tags at most, rating sort, and the 375 px layout of both directories", async ({ page }) => {
    await page.goto("/producers");
    await expect(page.getByRole("heading", { name: "제작자 찾기", level: 1 })).toBeVisible();
    const cards = page.locator("main ul > li a[href^='/producers/']");
    await expect(cards.first()).toBeVisible();
    const tagCounts = await cards.evaluateAll((els) => els.map((el) => el.querySelectorAll("ul[aria-label='분야'] > li:not([aria-label])").length));
    expect(Math.max(...tagCounts)).toBeLessThanOrEqual(3);
    await expect(cards.first()).toContainText(/완료 \d+/);
    await page.getByRole("combobox", { name: "정렬 기준" }).click();
    // The list keeps the previous order on screen until the new one arrives (keepPreviousData): wait for the
    // rating-sorted answer and for its first producer to be the first card before clicking (on a slow CI
    // machine the click landed on the newest-first list's first card).
    const rated = page.waitForResponse((r) => r.url().includes("/api/producers?") && r.url().includes("sortBy=rating") && r.ok());
    await page.getByRole("option", { name: "평점순" }).click();
    await expect(page).toHaveURL(/sortBy=rating/);
    const firstRated = ((await (await rated).json()) as { items: Array<{ id: string }> }).items[0]!.id;
    await expect(cards.first()).toHaveAttribute("href", `/producers/${firstRated}`);
    await shot(page, "producers-1280");

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/producers/${firstRated}$`));

    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/artists", "/producers"]) {
      await page.goto(path);
      await expect(page.locator("main ul > li a").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await shot(page, `${path.slice(1)}-375`);
    }
    // The filter sheet holds region and tags on small screens.
    await page.getByRole("button", { name: "필터" }).click();
    await expect(page.getByRole("dialog", { name: "필터" })).toBeVisible();
    await shot(page, "producers-filter-sheet-375");
  });
});
