import { CONDITIONS, expect, koreanDay, newMember, shot, test } from "../support/fixtures";

test.describe("suggested artists", () => {
  test("the producer sees artists matching the project with why, invites one from the project page, and the artist leaves the list", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = { Origin: baseURL! };
    const tag = `수중발레${Date.now() % 100000}`;
    const [producer, artist] = await Promise.all([
      newMember(browser, baseURL!, "suggest", { firstName: "서연", lastName: "한", userType: "producer" }, { width: 1280, height: 900 }),
      newMember(browser, baseURL!, "suggest", { firstName: "하늘", lastName: "윤", userType: "artist" }, { width: 1280, height: 900 }),
    ]);

    // A published project tagged with a tag nobody else has, in 부산.
    const created = await producer.page.request.post("/api/projects", {
      headers: origin,
      data: {
        title: `${tag} 야외 공연 출연자 모집`,
        description: "여름 바다 수영장에서 열리는 수중발레 공연에 함께할 퍼포머를 찾습니다. 리허설은 주말에 진행됩니다.",
        location: "부산",
        startDate: koreanDay(40),
        endDate: koreanDay(50),
        deadline: koreanDay(20),
        status: "published",
        conditions: CONDITIONS,
        tags: [tag],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number; tags: Array<{ id: number; name: string }> };

    // The artist lists that specialty and works in 부산.
    const tagId = project.tags.find((t) => t.name === tag)!.id;
    expect((await artist.page.request.put(`/api/users/${artist.id}/tags`, { headers: origin, data: { tagIds: [tagId] } })).status()).toBe(200);
    expect((await artist.page.request.put(`/api/users/${artist.id}`, { headers: origin, data: { location: "부산" } })).status()).toBe(200);

    // The dashboard's '추천 아티스트' tab suggests them for the chosen recruiting project.
    await producer.page.goto("/dashboard?tab=suggestions");
    await producer.page.getByLabel("추천받을 프로젝트").selectOption({ label: `${tag} 야외 공연 출연자 모집` });
    await expect(producer.page.getByRole("list", { name: "추천 아티스트 목록" }).getByRole("listitem").first()).toContainText("윤하늘", { timeout: 15_000 });
    await shot(producer.page, "suggested-artists-dashboard-1280");

    // The producer's project page suggests them first, saying why.
    await producer.page.goto(`/projects/${project.id}`);
    const list = producer.page.getByRole("list", { name: "추천 아티스트 목록" });
    await expect(list).toBeVisible({ timeout: 15_000 });
    const first = list.getByRole("listitem").first();
    await expect(first).toContainText("윤하늘");
    await expect(first).toContainText(`전문 분야 일치: ${tag}`);
    await expect(first).toContainText("같은 지역: 부산");
    await shot(producer.page, "suggested-artists-1280");

    // Invite from the list: the dialog opens with this project chosen.
    await first.getByRole("button", { name: "윤하늘님 초대" }).click();
    const dialog = producer.page.getByRole("dialog", { name: "프로젝트 초대" });
    await expect(dialog.getByRole("radio", { name: new RegExp(tag) })).toBeChecked({ timeout: 15_000 });
    await dialog.getByLabel("메시지").fill("수중발레 공연에 함께해 주시면 좋겠습니다. 일정과 조건은 메시지로 안내드릴게요.");
    await shot(producer.page, "suggested-artists-invite-1280");
    await dialog.getByRole("button", { name: "초대 보내기" }).click();
    await expect(producer.page.locator("[data-sonner-toast]").filter({ hasText: "초대 완료" }).first()).toBeVisible();
    await expect(list.getByText("윤하늘")).toHaveCount(0);

    // The artist has the invitation.
    const received = (await (await artist.page.request.get("/api/invitations/received")).json()) as Array<{ projectId: number }>;
    expect(received.map((i) => i.projectId)).toContain(project.id);

    // On a phone: the card without the invited artist (others in 부산 may still come, by region).
    const phoneCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await producer.context.storageState() });
    const phone = await phoneCtx.newPage();
    await phone.goto(`/projects/${project.id}`);
    await expect(phone.getByRole("heading", { name: "추천 아티스트" })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByRole("list", { name: "추천 아티스트 목록" }).or(phone.getByText("추천할 아티스트가 아직 없습니다"))).toBeVisible();
    await expect(phone.getByText("윤하늘")).toHaveCount(0);
    // Nothing wider than the phone (a long producer e-mail once widened the whole column).
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, "suggested-artists-375");

    await Promise.all([producer.context.close(), artist.context.close(), phoneCtx.close()]);
  });
});
