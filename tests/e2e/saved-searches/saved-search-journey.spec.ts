import { CONDITIONS, DEMO_ARTIST, demoContext, expect, linkFromOutbox, shot, test } from "../support/fixtures";

const day = (n: number) => new Date(Date.now() + 9 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

test.describe("saved searches", () => {
  test("an artist saves a search, a producer publishes a matching project, the artist is notified and the mail link opens the filtered list", async ({
    browser,
  }) => {
    // The alert job runs every 20 s; the whole journey may wait for one or two ticks.
    test.setTimeout(150_000);
    const word = `수중발레${Date.now() % 100000}`;
    const artistCtx = await demoContext(browser, "artist", { viewport: { width: 1280, height: 900 } });
    const artist = await artistCtx.newPage();

    await artist.goto(`/projects?search=${encodeURIComponent(word)}&location=${encodeURIComponent("서울")}`);
    await artist.getByRole("button", { name: "검색 저장" }).click();
    const dialog = artist.getByRole("dialog", { name: "검색 저장" });
    await dialog.getByLabel("검색 이름").fill("수중발레 서울");
    await dialog.getByLabel("알림 주기").selectOption("instant");
    await shot(artist, "saved-search-dialog-1280");
    await dialog.getByRole("button", { name: "저장", exact: true }).click();
    await expect(artist.getByText("검색을 저장했습니다.", { exact: false })).toBeVisible();

    // The producer publishes a matching project (and one elsewhere that must not alert).
    const producerCtx = await demoContext(browser, "producer");
    const producer = await producerCtx.newPage();
    const project = (title: string, location: string) => ({
      title,
      description: "여름 야외 수영장 공연에 함께할 퍼포머를 찾습니다.",
      location,
      status: "published",
      conditions: CONDITIONS,
      startDate: day(40),
      endDate: day(50),
      deadline: day(20),
      tags: ["무용"],
    });
    expect((await producer.request.post("/api/projects", { data: project(`${word} 공연 출연자 모집`, "서울") })).status()).toBe(201);
    expect((await producer.request.post("/api/projects", { data: project(`${word} 부산 공연`, "부산") })).status()).toBe(201);

    // The artist's bell shows the alert.
    await expect
      .poll(
        async () => {
          const list = (await (await artist.request.get("/api/notifications")).json()) as Array<{ type: string; message: string }>;
          return list.filter((n) => n.type === "saved_search" && n.message.includes(word)).length;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(1);
    await artist.goto("/dashboard");
    await artist.getByRole("button", { name: /^알림/ }).click();
    await expect(artist.getByText(`조건에 맞는 새 프로젝트 '${word} 공연 출연자 모집'`, { exact: false })).toBeVisible();
    await shot(artist, "saved-search-notification-1280");

    // The mail's list link opens /projects with the saved filters.
    const link = await linkFromOutbox(DEMO_ARTIST, "/projects?search=", 30_000);
    const mobile = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await artistCtx.storageState() });
    const phone = await mobile.newPage();
    await phone.goto(new URL(link).pathname + new URL(link).search);
    await expect(phone.getByText(`${word} 공연 출연자 모집`)).toBeVisible();
    await expect(phone.getByText(`${word} 부산 공연`)).toHaveCount(0);
    await shot(phone, "saved-search-mail-link-375");

    await phone.goto("/account-settings");
    await expect(phone.getByText("수중발레 서울")).toBeVisible();
    await shot(phone, "saved-search-settings-375");
    await artist.goto("/account-settings");
    await expect(artist.getByText("수중발레 서울")).toBeVisible();
    await shot(artist, "saved-search-settings-1280");

    await Promise.all([artistCtx.close(), producerCtx.close(), mobile.close()]);
  });
});
