import { expect, test } from "../support/fixtures";

/**
 * Public pages come rendered by the server (decision 021-perf-server-render): the HTML itself holds the projects, so
 * crawlers that run no JavaScript and visitors whose script is still loading see the content; with
 * JavaScript the page hydrates that HTML without errors.
 */
test.describe("first view without JavaScript", () => {
  test("the HTML of / and of a project page holds the project titles; the page reads the same with scripts off", async ({ browser, request }) => {
    const list = (await (await request.get("/api/projects?pageSize=3")).json()) as { items: { id: number; title: string }[] };
    expect(list.items.length).toBeGreaterThan(0);
    const project = list.items[0]!;

    // The HTML as sent, before any script: the landing's recommended projects and the project page.
    const landingHtml = await (await request.get("/")).text();
    expect(landingHtml).toContain('id="ssr-state"');
    const featured = (await (await request.get("/api/projects/public")).json()) as { id: number; title: string }[] | { items: { title: string }[] };
    const featuredTitles = (Array.isArray(featured) ? featured : featured.items).map((p) => p.title);
    expect(featuredTitles.length).toBeGreaterThan(0);
    for (const title of featuredTitles.slice(0, 3)) expect(landingHtml).toContain(escapeHtml(title));

    const projectHtml = await (await request.get(`/projects/${project.id}`)).text();
    expect(projectHtml).toContain(`<h1`);
    expect(projectHtml).toContain(escapeHtml(project.title));
    expect(projectHtml).toContain(`<title>${escapeHtml(project.title)} - 아트링크</title>`);

    const listHtml = await (await request.get("/projects")).text();
    for (const p of list.items) expect(listHtml).toContain(escapeHtml(p.title));

    // With scripts off the browser shows that content.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
      locale: "ko-KR",
      timezoneId: "Asia/Seoul",
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(featuredTitles[0]!).first()).toBeVisible();
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await context.close();
  });

  test("with JavaScript the server's HTML is hydrated without errors and stays interactive", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "프로젝트 찾기" })).toBeVisible();
    await page.getByPlaceholder("프로젝트명, 키워드 검색").fill("무용");
    await expect(page).toHaveURL(/search=/);
    const first = page.getByRole("main").getByRole("link").filter({ hasText: "무용" }).first();
    await expect(first).toBeVisible();
    // The match may be in a tag or the field rather than the title: the project page shows the card's title.
    const title = (await first.locator("h3").innerText()).trim();
    await first.click();
    // (the guest's sign-up prompt opens a second later and hides the page from the accessibility tree)
    await expect(page.locator("h1")).toHaveText(title);
    expect(errors).toEqual([]);
  });

  test("text typed into the server's search box before the script has loaded is searched once it has", async ({ page }) => {
    // The app's script is held back, as on a slow phone: the server's HTML is on screen and can be typed in.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/projects", { waitUntil: "commit" });
    await page.getByPlaceholder("프로젝트명, 키워드 검색").fill("무용");
    release();
    await expect(page).toHaveURL(/search=%EB%AC%B4%EC%9A%A9/);
    await expect(page.getByRole("main").getByRole("link").filter({ hasText: "무용" }).first()).toBeVisible();
  });

  test("before the script has loaded, Enter in a search box is a plain GET the server renders, keeping the other filters", async ({ page }) => {
    // The app's script never arrives: what works is the HTML form alone.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/projects?sortBy=deadline", { waitUntil: "commit" });
    const box = page.getByPlaceholder("프로젝트명, 키워드 검색");
    await box.fill("무용");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/projects\?sortBy=deadline&search=%EB%AC%B4%EC%9A%A9$/);
    await expect(page.getByRole("main").getByRole("link").filter({ hasText: "무용" }).first()).toBeVisible();
    await expect(page.getByPlaceholder("프로젝트명, 키워드 검색")).toHaveValue("무용");

    await page.goto("/", { waitUntil: "commit" });
    await page.getByLabel("프로젝트 검색어").fill("전시");
    await page.getByLabel("프로젝트 검색어").press("Enter");
    await expect(page).toHaveURL(/\/projects\?search=%EC%A0%84%EC%8B%9C$/);
    await expect(page.getByRole("heading", { level: 1, name: "프로젝트 찾기" })).toBeVisible();
  });
});

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
