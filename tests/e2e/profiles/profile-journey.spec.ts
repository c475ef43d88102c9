import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, demoContext, expect, linkFromOutbox, loginAs, shot, test } from "../support/fixtures";

const fixture = (name: string) => path.resolve("tests/fixtures", name);

async function myId(page: Page): Promise<string> {
  const res = await page.request.get("/api/auth/user");
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** A full-page screenshot from the top (the sticky header and sidebar stay in place), without toasts. */
async function pageShot(page: Page, name: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 12_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
  if (page.viewportSize()?.width === 375) await page.screenshot({ path: `test-results/screens/${name}-top.png` });
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test.describe("profiles", () => {
  test("an artist fills in the whole profile; a visitor sees it with the login prompt; the demo producer sees it with the invite button", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A fresh artist, signed up through the API and verified through the mailed link.
    const email = `profile.artist.${Date.now()}@example.com`;
    const register = await page.request.post("/api/auth/register", {
      headers: { Origin: baseURL! },
      data: { email, password: DEMO_PASSWORD, firstName: "소율", lastName: "한", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true },
    });
    expect(register.status(), await register.text()).toBe(201);
    // Verifying never signs the browser in (issue 25): the sign-in page follows, then the password.
    const link = await linkFromOutbox(email, "/verify-email?token=");
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByText("이메일 인증이 완료되었습니다", { exact: false }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/, { timeout: 10_000 });
    await loginAs(page, email);
    const artistId = await myId(page);
    const profileUrl = `/artists/${artistId}`;

    await page.goto(profileUrl);
    await expect(page.getByRole("heading", { name: "한소율", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/한소율/);
    await expect(page.getByText("아티스트", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("신입")).toBeVisible();

    // Basic info: a square profile picture, region and website.
    await page.getByRole("button", { name: "기본 정보 수정" }).click();
    let dialog = page.getByRole("dialog", { name: "기본 정보 수정" });
    await dialog.getByTestId("avatar-input").setInputFiles(fixture("sample.png"));
    await expect(dialog.getByAltText("프로필 이미지 미리보기")).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toBeHidden();
    // The region list is a native select (components/ui/native-select.tsx).
    await dialog.getByRole("combobox").selectOption("부산");
    await dialog.getByLabel("웹사이트").fill("hansoyul.kr");
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "기본 정보가 업데이트되었습니다.");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "hansoyul.kr" })).toHaveAttribute("href", "https://hansoyul.kr");
    await expect(page.getByRole("region", { name: "기본 정보" })).toContainText("부산");

    // Bio: too short first, then a real one.
    await page.getByRole("button", { name: "소개 수정" }).click();
    dialog = page.getByRole("dialog", { name: "소개 수정" });
    await dialog.getByLabel("소개").fill("짧은 글");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(dialog.getByText("소개는 최소 10자 이상 작성해주세요.")).toBeVisible();
    const bio = "바다의 빛과 소리를 한지와 영상으로 옮기는 설치 작가입니다. 부산에서 작업하며 관객이 머무는 공간을 만듭니다.";
    await dialog.getByLabel("소개").fill(bio);
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "소개가 업데이트되었습니다.");
    await expect(page.getByText(bio)).toBeVisible();

    // Specialty tags with the keyboard: Enter takes the first suggestion or creates a tag; Backspace removes the last.
    await page.getByRole("button", { name: "전문분야 수정" }).click();
    dialog = page.getByRole("dialog", { name: "전문분야 수정" });
    const tagInput = dialog.getByRole("combobox", { name: "전문분야 입력" });
    await tagInput.fill("설치");
    await expect(dialog.getByRole("option", { name: /#설치미술/ })).toBeVisible();
    // Escape closes the suggestions first, not the dialog.
    await tagInput.press("Escape");
    await expect(dialog.getByRole("listbox")).toBeHidden();
    await expect(dialog).toBeVisible();
    await tagInput.fill("설치미");
    await expect(dialog.getByRole("option", { name: /#설치미술/ })).toBeVisible();
    await tagInput.press("Enter");
    await expect(dialog.getByRole("button", { name: "설치미술 삭제" })).toBeVisible();
    await tagInput.fill("바다빛영상");
    await tagInput.press("Enter");
    await expect(dialog.getByRole("button", { name: "바다빛영상 삭제" })).toBeVisible();
    await tagInput.press("Backspace");
    await expect(dialog.getByRole("button", { name: "바다빛영상 삭제" })).toBeHidden();
    await tagInput.fill("바다빛영상");
    await tagInput.press("Enter");
    await expect(dialog.getByRole("button", { name: "바다빛영상 삭제" })).toBeVisible();
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "전문분야가 업데이트되었습니다.");
    const specialties = page.getByRole("list", { name: "전문분야 태그" });
    await expect(specialties).toContainText("#설치미술");
    await expect(specialties).toContainText("#바다빛영상");

    // Professional info: years of experience.
    await page.getByRole("button", { name: "전문 정보 수정" }).click();
    dialog = page.getByRole("dialog", { name: "전문 정보 수정" });
    await dialog.getByLabel("경력 (년)").fill("4");
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "전문 정보가 업데이트되었습니다.");
    await expect(page.getByText("4년", { exact: true })).toBeVisible();

    // Two portfolio items: an image and a PDF, each with its upload preview.
    await page.getByRole("button", { name: "포트폴리오 추가" }).click();
    dialog = page.getByRole("dialog", { name: "포트폴리오 추가" });
    await dialog.getByTestId("portfolio-file-input").setInputFiles(fixture("sample.png"));
    await expect(dialog.getByAltText("포트폴리오 파일 미리보기")).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toBeHidden();
    await dialog.getByLabel("작품명").fill("파도의 결");
    await dialog.getByLabel("설명").fill("한지 위에 바다 사진을 겹친 연작");
    await dialog.getByRole("switch").click();
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "포트폴리오 등록 완료");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "포트폴리오 추가" }).click();
    dialog = page.getByRole("dialog", { name: "포트폴리오 추가" });
    await dialog.getByTestId("portfolio-file-input").setInputFiles(fixture("sample.pdf"));
    await expect(dialog.getByRole("img", { name: "PDF 파일 미리보기" })).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toBeHidden();
    await dialog.getByLabel("작품명").fill("작업 포트폴리오 2025");
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "포트폴리오 등록 완료");
    await expect(dialog).toBeHidden();
    const portfolio = page.locator("#portfolio");
    await expect(portfolio.getByRole("heading", { name: /파도의 결/ })).toBeVisible();
    await expect(portfolio.getByRole("heading", { name: /작업 포트폴리오 2025/ })).toBeVisible();

    // The file preview: the image itself, the PDF in a frame.
    await portfolio.getByRole("button", { name: "파도의 결 미리보기" }).click();
    let preview = page.getByRole("dialog", { name: "파도의 결" });
    await expect(preview.getByRole("img", { name: "파도의 결" })).toBeVisible();
    await page.keyboard.press("Escape");
    await portfolio.getByRole("button", { name: "작업 포트폴리오 2025 미리보기" }).click();
    preview = page.getByRole("dialog", { name: "작업 포트폴리오 2025" });
    await expect(preview.locator("iframe")).toHaveAttribute("src", /\.pdf$/);
    await expect(preview.getByRole("link", { name: "다운로드" })).toBeVisible();
    // Focus may sit inside the PDF viewer, which keeps Escape to itself: the close button works anyway.
    await preview.getByRole("button", { name: "닫기" }).click();
    await expect(preview).toBeHidden();

    // An experience: 'currently ongoing' hides the end date.
    await page.getByRole("button", { name: "경력 추가" }).click();
    dialog = page.getByRole("dialog", { name: "경력 추가" });
    await dialog.getByLabel("제목").fill("부산 바다미술제 참여");
    await dialog.getByLabel("기관/장소명").fill("부산비엔날레조직위원회");
    await dialog.getByLabel("시작일").fill("2024-03-01");
    await expect(dialog.getByLabel("종료일")).toBeVisible();
    await dialog.getByLabel("현재 진행 중").click();
    await expect(dialog.getByLabel("종료일")).toBeHidden();
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "경력 추가 완료");
    const experiences = page.locator("#experiences");
    await expect(experiences).toContainText("부산 바다미술제 참여");
    await expect(experiences).toContainText("2024.03 - 현재");
    await expect(experiences).toContainText("전시/갤러리");

    // An award.
    await page.getByRole("button", { name: "수상 내역 추가" }).click();
    dialog = page.getByRole("dialog", { name: "수상 내역 추가" });
    await dialog.getByLabel("수상명").fill("청년작가 공모전 우수상");
    await dialog.getByLabel("수상 연도").fill("2023");
    await dialog.getByRole("button", { name: "저장" }).click();
    await toast(page, "수상 내역 추가 완료");
    await expect(page.locator("#awards")).toContainText("청년작가 공모전 우수상");

    // A delete asks first; cancelling keeps the entry.
    await page.getByRole("button", { name: "수상 내역 '청년작가 공모전 우수상' 삭제" }).click();
    await expect(page.getByRole("alertdialog", { name: "삭제하시겠습니까?" })).toBeVisible();
    await page.getByRole("button", { name: "취소" }).click();
    await expect(page.locator("#awards")).toContainText("청년작가 공모전 우수상");

    await pageShot(page, "profile-artist-owner-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await noSideScroll(page);
    await pageShot(page, "profile-artist-owner-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The artist looks at the demo producer: no connection yet.
    const producerCtx = await demoContext(browser, "producer", { viewport: { width: 1280, height: 800 }, locale: "ko-KR" });
    const producerPage = await producerCtx.newPage();
    const producerId = await myId(producerPage);
    await page.goto(`/producers/${producerId}`);
    await expect(page.getByText("프로젝트 지원 후 연락 가능")).toBeVisible();
    await expect(page.getByRole("link", { name: "이 제작자의 프로젝트 보기" })).toHaveAttribute("href", `/projects?producer=${producerId}`);
    await expect(page.getByRole("button", { name: /초대/ })).toHaveCount(0);

    // A visitor sees everything and is asked to log in after about a second.
    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ko-KR" });
    const guestPage = await guest.newPage();
    await guestPage.goto(profileUrl);
    await expect(guestPage.getByRole("heading", { name: "한소율", level: 1 })).toBeVisible();
    await expect(guestPage.getByText(bio)).toBeVisible();
    await expect(guestPage.locator("#portfolio")).toContainText("파도의 결");
    await expect(guestPage.locator("#experiences")).toContainText("부산 바다미술제 참여");
    await expect(guestPage.locator("#awards")).toContainText("청년작가 공모전 우수상");
    await expect(guestPage.getByRole("button", { name: "소개 수정" })).toHaveCount(0);
    await expect(guestPage.getByRole("dialog", { name: "아트링크와 함께하세요" })).toBeVisible();
    await shot(guestPage, "profile-artist-guest-prompt-1280");
    await guestPage.keyboard.press("Escape");
    await pageShot(guestPage, "profile-artist-visitor-1280");
    await guestPage.setViewportSize({ width: 375, height: 812 });
    await noSideScroll(guestPage);
    await pageShot(guestPage, "profile-artist-visitor-375");
    // Any action button brings the prompt back.
    await guestPage.getByRole("button", { name: "팔로우" }).click();
    await expect(guestPage.getByRole("dialog", { name: "아트링크와 함께하세요" })).toBeVisible();
    await guestPage.keyboard.press("Escape");

    // The visitor on the producer's profile: its projects with 'N of total' and the link to all of them.
    await guestPage.setViewportSize({ width: 1280, height: 800 });
    await guestPage.goto(`/producers/${producerId}`);
    await expect(guestPage.getByText("제작자", { exact: true }).first()).toBeVisible();
    // The prompt was shown in this visit already (issue 31: once per visit).
    await guestPage.waitForTimeout(1_500);
    await expect(guestPage.getByRole("dialog", { name: "아트링크와 함께하세요" })).toHaveCount(0);
    const projects = guestPage.locator("#projects");
    await expect(projects).toContainText(/전체 \d+개 중 \d+개/);
    await expect(projects.getByRole("link", { name: /모든 프로젝트 보기/ })).toHaveAttribute("href", `/projects?producer=${producerId}`);
    await pageShot(guestPage, "profile-producer-visitor-1280");
    await guestPage.setViewportSize({ width: 375, height: 812 });
    await noSideScroll(guestPage);
    await pageShot(guestPage, "profile-producer-visitor-375");
    await guest.close();

    // The demo producer sees the artist with the invite button, and invites them for real.
    await producerPage.goto(profileUrl);
    await expect(producerPage.getByRole("heading", { name: "한소율", level: 1 })).toBeVisible();
    await expect(producerPage.getByRole("button", { name: /프로젝트 초대|프로젝트에 초대/ })).toBeVisible();
    await expect(producerPage.getByText("프로젝트 초대 후 연락 가능")).toBeVisible();
    await expect(producerPage.getByRole("button", { name: "메시지 보내기" })).toBeDisabled();
    await expect(producerPage.getByRole("button", { name: "소개 수정" })).toHaveCount(0);
    await pageShot(producerPage, "profile-artist-as-producer-1280");
    await producerPage.getByRole("button", { name: /프로젝트 초대|프로젝트에 초대/ }).click();
    const inviteDialog = producerPage.getByRole("dialog", { name: "프로젝트 초대" });
    await expect(inviteDialog).toBeVisible();
    await inviteDialog.getByRole("radio").and(inviteDialog.locator(":enabled")).first().check();
    await shot(producerPage, "invite-dialog-1280");
    // The message is required.
    await inviteDialog.getByRole("button", { name: "초대 보내기" }).click();
    await expect(producerPage.getByText("프로젝트를 선택하고 메시지를 입력해주세요.").first()).toBeVisible();
    await inviteDialog.getByLabel("메시지").fill("저희 전시에 함께해주시면 좋겠습니다.");
    await inviteDialog.getByRole("button", { name: "초대 보내기" }).click();
    await expect(producerPage.getByText("초대 완료").first()).toBeVisible();
    await expect(inviteDialog).toBeHidden();
    // Having invited, the producer may now message the artist.
    await expect(producerPage.getByRole("button", { name: "메시지 보내기" })).toBeEnabled();

    // Following and unfollowing.
    await producerPage.getByRole("button", { name: "팔로우", exact: true }).click();
    await expect(producerPage.getByRole("button", { name: "팔로잉" })).toBeVisible();
    await producerPage.getByRole("button", { name: "팔로잉" }).click();
    await expect(producerPage.getByRole("button", { name: "팔로우", exact: true })).toBeVisible();

    // The producer's own profile (owner view).
    await producerPage.goto(`/producers/${producerId}`);
    await expect(producerPage.getByRole("button", { name: "기본 정보 수정" })).toBeVisible();
    await expect(producerPage.getByText("프로젝트 통계")).toBeVisible();
    await pageShot(producerPage, "profile-producer-owner-1280");
    await producerPage.setViewportSize({ width: 375, height: 812 });
    await noSideScroll(producerPage);
    await pageShot(producerPage, "profile-producer-owner-375");
    await producerCtx.close();

    // Unknown profile.
    await page.goto("/users/no-such-user-id");
    await expect(page.getByText("사용자를 찾을 수 없습니다")).toBeVisible();
    await expect(page.getByText("요청하신 프로필이 존재하지 않습니다.")).toBeVisible();
  });
});
