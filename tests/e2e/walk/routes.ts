import type { Locator, Page } from "@playwright/test";
import type { Ids, Viewer, ViewerKind } from "./checks";

/**
 * Every route of both spec documents (public-side.md "Screens and routes", accounts-and-private-side.md
 * "Screens and routes") and every other route of the client's router (client/src/app/router.tsx), with
 * the address for the walk and what "the page's main content" means there.
 */
export interface WalkRoute {
  /** Also the screenshot name and the key of the spec-strings table. */
  name: string;
  path: (ids: Ids, viewer: Viewer) => string | null;
  /** Viewers that walk this route (default: visitor, artist, producer). */
  viewers?: ViewerKind[];
  /** Where the viewer must end up when the route redirects (spec: landing -> /dashboard when signed in...). */
  redirect?: (viewer: Viewer) => RegExp | null;
  /** The main content: by default the page's h1 inside <main>. */
  main?: (page: Page, viewer: Viewer) => Locator;
  /** A visitor gets the login-prompt dialog about 1 s after load (spec); it is checked, then closed. */
  loginPrompt?: boolean;
  /** After load: open a dialog or switch a tab before the checks. */
  open?: (page: Page, viewer: Viewer) => Promise<void>;
}

const signedIn = (v: Viewer) => v.id !== null;
const mainHeading = (page: Page) => page.locator("main h1").first();
const selectedTab = (page: Page, name: string) => page.getByRole("tab", { name, selected: true });

export const ROUTES: WalkRoute[] = [
  { name: "landing", path: () => "/", viewers: ["visitor", "artist", "producer", "withdrawn"], redirect: (v) => (signedIn(v) ? /\/dashboard$/ : null) },
  { name: "projects", path: () => "/projects", viewers: ["visitor", "artist", "producer", "withdrawn"] },
  { name: "projects-filtered", path: () => "/projects?search=%EC%A0%84%EC%8B%9C&location=%EC%84%9C%EC%9A%B8&tags=%ED%9A%8C%ED%99%94" },
  { name: "project-other", loginPrompt: true, path: (ids) => `/projects/${ids.otherProject}` },
  { name: "project-own", loginPrompt: true, path: (ids) => `/projects/${ids.ownPublished}` },
  { name: "project-completed", loginPrompt: true, path: (ids) => (ids.ownCompleted ? `/projects/${ids.ownCompleted}` : null) },
  { name: "project-draft", path: (ids) => (ids.ownDraft ? `/projects/${ids.ownDraft}` : null) },
  { name: "project-missing", path: () => "/projects/999999" },
  // The production team's workspace and the artist's auditions (issue 27).
  { name: "project-applicants", path: (ids) => `/projects/${ids.ownPublished}/applicants` },
  { name: "auditions", path: () => "/auditions" },
  { name: "artists", path: () => "/artists" },
  { name: "producers", path: () => "/producers" },
  { name: "artist-profile", loginPrompt: true, path: (ids) => `/artists/${ids.artistId}` },
  { name: "producer-profile", loginPrompt: true, path: (ids) => `/producers/${ids.producerId}` },
  { name: "users-profile", loginPrompt: true, path: (ids) => `/users/${ids.artistId}` },
  { name: "user-profile", loginPrompt: true, path: (ids) => `/user/${ids.producerId}` },
  { name: "other-producer-profile", loginPrompt: true, path: (ids) => `/producers/${ids.otherProducerId}` },
  { name: "unconnected-artist-profile", path: (ids) => `/artists/${ids.unconnectedArtistId}`, viewers: ["producer"] },
  { name: "profile-missing", path: () => "/users/00000000-0000-4000-8000-000000000000" },
  { name: "withdrawn-profile", path: (ids) => `/users/${ids.withdrawnId}`, viewers: ["withdrawn"] },
  { name: "community", path: () => "/community" },
  { name: "help", path: () => "/help" },
  { name: "terms", path: () => "/terms" },
  { name: "privacy", path: () => "/privacy" },
  { name: "contact", path: () => "/contact" },
  { name: "not-found", path: () => "/no-such-page" },
  // The operator console (issue 24): visitors get the sign-in state, members (the demo artist, a withdrawn
  // account) the staff-only state; the demo producer is the seed's admin and walks every page of it.
  { name: "admin", path: () => "/admin", viewers: ["visitor", "artist", "producer", "withdrawn"] },
  { name: "admin-users", path: () => "/admin/users", viewers: ["artist", "producer"] },
  { name: "admin-user", path: (ids) => `/admin/users/${ids.artistId}`, viewers: ["producer"] },
  { name: "admin-projects", path: () => "/admin/projects", viewers: ["producer"] },
  { name: "admin-inquiries", path: () => "/admin/inquiries", viewers: ["producer"] },
  { name: "admin-payments", path: () => "/admin/payments", viewers: ["producer"] },
  { name: "admin-audit", path: () => "/admin/audit", viewers: ["producer"] },
  { name: "admin-stats", path: () => "/admin/stats", viewers: ["producer"] },
  // Contracts (issue 14): the parties read a sent contract; anyone else is asked to sign in or told it is
  // not there; the public verify page takes any code and checks a PDF or hash against it.
  { name: "contract", path: (ids) => `/contracts/${ids.contractId}`, viewers: ["visitor", "artist", "producer", "withdrawn"] },
  { name: "contract-missing", path: () => "/contracts/999999", viewers: ["artist", "producer"] },
  { name: "contract-verify", path: () => "/contracts/verify/not-a-real-code" },
  // The activity record's public verify page (issue 15): a record the demo artist built, and a bad code.
  { name: "record-verify", path: (ids) => `/records/verify/${ids.recordCode}`, main: (page) => page.getByTestId("record-valid") },
  { name: "record-verify-bad", path: () => "/records/verify/not-a-real-code", main: (page) => page.getByRole("alert") },
  {
    name: "dashboard",
    path: () => "/dashboard",
    viewers: ["visitor", "artist", "producer", "withdrawn"],
    redirect: (v) => (signedIn(v) ? null : /\/$/),
  },
  { name: "dashboard-applications", path: () => "/dashboard?tab=applications", viewers: ["artist", "producer"] },
  { name: "dashboard-invitations", path: () => "/dashboard?tab=invitations", viewers: ["artist", "producer"] },
  { name: "dashboard-projects", path: () => "/dashboard?tab=projects", viewers: ["artist", "producer"] },
  { name: "dashboard-reviews", path: () => "/dashboard?tab=reviews", viewers: ["artist", "producer"] },
  // Tabs added after the spec: the artist's recommended projects and activity record (issue 15), the
  // producer's suggested artists (issue 13). An unknown tab falls back to the role's default.
  { name: "dashboard-recommended", path: () => "/dashboard?tab=recommended", viewers: ["artist"], main: (page) => selectedTab(page, "추천 프로젝트") },
  { name: "dashboard-activity", path: () => "/dashboard?tab=activity", viewers: ["artist"], main: (page) => page.getByTestId("activity-tab") },
  { name: "dashboard-suggestions", path: () => "/dashboard?tab=suggestions", viewers: ["producer"], main: (page) => selectedTab(page, "추천 아티스트") },
  {
    name: "wizard",
    path: () => "/dashboard",
    viewers: ["producer"],
    main: (page) => page.getByRole("dialog"),
    open: async (page) => {
      if ((page.viewportSize()?.width ?? 1280) < 768) {
        await page.getByRole("button", { name: "메뉴 열기" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "전시 등록" }).click();
      } else {
        await page.locator("header").getByRole("button", { name: "전시 등록" }).click();
      }
      await page.getByRole("dialog").getByText("단계 1 / 4").waitFor();
    },
  },
  { name: "messages", path: () => "/messages", viewers: ["visitor", "artist", "producer", "withdrawn"] },
  { name: "account-settings", path: () => "/account-settings", viewers: ["visitor", "artist", "producer", "withdrawn"] },
  { name: "auth", path: () => "/auth", viewers: ["visitor", "artist", "withdrawn"], redirect: (v) => (signedIn(v) ? /\/dashboard$/ : null) },
  { name: "signup", path: () => "/signup", viewers: ["visitor"] },
  // The end of a sign-up through Kakao, Naver or Google; with no provider sign-up under way it says so.
  { name: "auth-complete", path: () => "/auth/complete", viewers: ["visitor", "artist"], redirect: (v) => (signedIn(v) ? /\/dashboard$/ : null) },
  { name: "signup-producer", path: () => "/signup?role=producer", viewers: ["visitor"] },
  { name: "verify-email-missing", path: () => "/verify-email", viewers: ["visitor"] },
  { name: "verify-email-bad", path: () => "/verify-email?token=not-a-real-token", viewers: ["visitor"] },
  { name: "reset-password", path: () => "/reset-password", viewers: ["visitor"] },
  { name: "reset-confirm-missing", path: () => "/reset-password-confirm", viewers: ["visitor"] },
  { name: "reset-confirm-bad", path: () => "/reset-password-confirm?token=not-a-real-token", viewers: ["visitor"] },
];

export function routesFor(viewer: ViewerKind): WalkRoute[] {
  return ROUTES.filter((r) => (r.viewers ?? ["visitor", "artist", "producer"]).includes(viewer));
}

export { mainHeading };
