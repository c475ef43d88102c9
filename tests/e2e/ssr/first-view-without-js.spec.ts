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
});

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
