import { expect, type Page } from "@playwright/test";
import type { ViewerKind } from "./checks";

/**
 * Every Korean string quoted by the two spec documents (/work/shared/spec), by the walk route where it
 * appears (routes.ts names). A missing or reworded string fails by name ("spec string on <route> for
 * <viewer>: ..."): fix the UI, not this table.
 *
 * Entries without `setup` are checked by the route walk as the page loads. Entries with `setup` need a
 * state that takes a few steps (a failed request, an empty form submitted, a dialog step): the
 * spec-states journey opens `path` as the first listed viewer, runs `setup`, then looks for the texts.
 * English strings of the spec ('loading user information'...) stand for Korean text of our own choosing
 * and are not in this table.
 */
export interface SpecStrings {
  route: string;
  viewers?: ViewerKind[];
  texts: string[];
  /** Where the state is set up (walk route names are resolved by the walk; this is a plain address). */
  path?: string;
  setup?: (page: Page) => Promise<void>;
  /** The spec section that quotes the strings. */
  source: string;
}

const signedInViewers: ViewerKind[] = ["artist", "producer"];

export const SPEC_STRINGS: SpecStrings[] = [
  // public-side.md 2 "Navigation shell" / accounts 2 catch-all
  { route: "not-found", texts: ["404 Page Not Found", "Did you forget to add the page to the router?"], source: "public 2 Navigation shell" },

  // public-side.md 2 "/projects/{id}"
  { route: "project-other", texts: ["프로젝트 소개", "요구사항", "프로젝트 태그", "모집 중"], source: "public 2 project detail, 4 project status" },
  { route: "project-other", viewers: ["artist"], texts: ["지원하기"], source: "public 2 project detail: actions for an artist" },
  { route: "project-completed", texts: ["완료"], source: "public 4 project status" },
  // The spec's label is "초안 / 임시저장" (either); the app says 임시저장 (shared/labels.ts).
  { route: "project-draft", viewers: ["producer"], texts: ["임시저장"], source: "public 4 project status" },
  { route: "project-missing", texts: ["프로젝트를 찾을 수 없습니다"], source: "public 2 project detail: not-found message" },
  { route: "project-draft", viewers: ["visitor", "artist"], texts: ["프로젝트를 찾을 수 없습니다"], source: "public 2 project detail: not-found message" },

  // public-side.md 2 "/community", 9 post types
  { route: "community", texts: ["자유", "작품", "정보", "질문", "모집"], source: "public 9 post types" },

  // accounts 2 "Profile screen"
  { route: "artist-profile", texts: ["아티스트", "소개", "포트폴리오", "경력", "수상 내역", "받은 후기"], source: "accounts 2 profile screen" },
  {
    route: "producer-profile",
    texts: ["제작자", "소개", "포트폴리오", "진행한 프로젝트", "경력", "수상 내역", "받은 후기"],
    source: "accounts 2 profile screen",
  },
  { route: "profile-missing", texts: ["사용자를 찾을 수 없습니다", "요청하신 프로필이 존재하지 않습니다."], source: "accounts 2 profile screen: not found" },
  {
    route: "withdrawn-profile",
    texts: ["사용자를 찾을 수 없습니다", "요청하신 프로필이 존재하지 않습니다."],
    source: "accounts 2 profile screen: a deleted account",
  },
  { route: "other-producer-profile", viewers: ["artist"], texts: ["프로젝트 지원 후 연락 가능"], source: "accounts 6 permissions" },
  { route: "unconnected-artist-profile", viewers: ["producer"], texts: ["프로젝트 초대 후 연락 가능"], source: "accounts 6 permissions" },

  // accounts 2 "Account settings", 9 deletion phrase
  {
    route: "account-settings",
    viewers: signedInViewers,
    path: "/account-settings",
    setup: async (page) => {
      await page.getByRole("button", { name: /탈퇴/ }).first().click();
    },
    texts: ["삭제하겠습니다"],
    source: "accounts 9 deletion confirmation phrase",
  },

  // public-side.md 2 "Notifications"
  {
    route: "dashboard",
    viewers: ["artist"],
    path: "/dashboard",
    setup: async (page) => {
      await page.getByRole("button", { name: /^알림/ }).click();
    },
    texts: ["알림"],
    source: "public 2 notifications: dropdown heading",
  },
  {
    route: "dashboard",
    viewers: ["artist"],
    path: "/dashboard",
    setup: async (page) => {
      await page.getByRole("button", { name: /^알림/ }).click();
      await page
        .getByRole("menu")
        .or(page.getByRole("dialog"))
        .getByRole("button", { name: /모두 보기|전체 보기|모든 알림/ })
        .first()
        .click();
    },
    texts: ["모든 알림"],
    source: "public 2 notifications: all-notifications dialog",
  },

  // public-side.md 8 landing errors (the list calls fail)
  {
    route: "landing",
    viewers: ["visitor"],
    // A visitor's landing comes rendered by the server with its lists: the lists are fetched (and fail)
    // only when the landing is reached inside the app, here from /help through the header's logo.
    path: "/help",
    setup: async (page) => {
      await page.route("**/api/projects/public*", (r) => r.fulfill({ status: 500, json: { message: "실패" } }));
      await page.route("**/api/artists/public*", (r) => r.fulfill({ status: 500, json: { message: "실패" } }));
      await page.locator("header").getByRole("link", { name: "아트링크" }).first().click();
      await page.waitForURL(/\/$/);
    },
    texts: ["프로젝트 정보를 불러올 수 없습니다", "아티스트 정보를 불러올 수 없습니다", "네트워크 연결을 확인해 주세요"],
    source: "public 8 landing lists",
  },

  // public-side.md 5 cover letter (the application modal)
  {
    route: "project-other",
    viewers: ["artist"],
    path: "/projects/{otherProject}",
    setup: async (page) => {
      await page.getByRole("button", { name: "지원하기" }).first().click();
      const dialog = page.getByRole("dialog");
      const box = dialog.getByRole("textbox").first();
      await box.fill("짧은 자기소개");
      await box.blur();
      await dialog.getByRole("button", { name: /지원/ }).last().click();
    },
    texts: ["자기소개서는 최소 50자 이상 작성해주세요."],
    source: "public 5 cover letter",
  },

  // public-side.md 5 budget presets (wizard step 3)
  {
    route: "wizard",
    viewers: ["producer"],
    path: "/dashboard",
    setup: async (page) => {
      await page.locator("header").getByRole("button", { name: "전시 등록" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("단계 1 / 4").waitFor();
      // Step 1 asks for a title, a tag and an introduction before it lets the wizard go on.
      await dialog.getByLabel(/제목/).first().fill("예산 단계 확인용 전시");
      await dialog.getByRole("button", { name: "#회화" }).click();
      await dialog.getByLabel(/프로젝트 소개/).fill("예산 선택지를 확인하기 위한 전시입니다.");
      await dialog.getByRole("button", { name: "다음" }).click();
      await dialog.getByText("단계 2 / 4").waitFor();
      await dialog.getByRole("button", { name: "다음" }).click();
      await dialog.getByText("단계 3 / 4").waitFor();
    },
    texts: ["미정", "추후 협의", "협찬", "100만원 이하", "100~500만원", "500~1000만원", "1000~5000만원", "5000만원 이상", "직접 입력"],
    source: "public 5 budget presets",
  },

  // public-side.md 5 like needs login
  {
    route: "community",
    viewers: ["visitor"],
    path: "/community",
    setup: async (page) => {
      // A post's like button (the sidebar's trending posts name their likes too).
      await page
        .locator("article")
        .first()
        .getByRole("button", { name: /^좋아요 \d+개$/ })
        .click();
    },
    texts: ["좋아요를 누르려면 로그인해주세요."],
    source: "public 5 like: login required",
  },

  // accounts 5 sign-up validation (empty basic-info step submitted)
  {
    route: "signup",
    viewers: ["visitor"],
    path: "/signup?role=artist",
    setup: async (page) => {
      await page.getByLabel("이메일").fill("not-an-email");
      await page.getByLabel("비밀번호", { exact: true }).fill("123");
      // The strength meter's words arrive with its lazily loaded dictionary and push the button down: a click
      // aimed before they came landed on the meter (a CI run under load).
      await expect(page.getByText(/비밀번호 강도/)).toBeVisible();
      await page.getByRole("button", { name: "회원가입", exact: true }).click();
    },
    texts: ["유효한 이메일 주소를 입력해주세요", "비밀번호는 최소 6자 이상이어야 합니다", "이름을 입력해주세요", "성을 입력해주세요"],
    source: "accounts 5 sign-up",
  },
];
