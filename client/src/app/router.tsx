import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useResetCacheOnUserChange } from "@/features/auth/hooks/use-reset-cache-on-user-change";
import { BOTTOM_NAV_PADDING, BottomNav } from "./layout/bottom-nav";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { LoadingView } from "./layout/loading-view";
import { NotFound } from "./layout/not-found";
import { ScrollToTop } from "./layout/scroll-to-top";
import { UserLoader } from "./layout/user-loader";
import { useLiveEvents } from "./use-live-events";
import { cn } from "@/lib/cn";

/** React.lazy for a named export, so feature files keep named exports (no default exports). */
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyPage(() => import("@/features/landing/pages/landing-page"), "LandingPage");
const AuthPage = lazyPage(() => import("@/features/auth/pages/auth-page"), "AuthPage");
const CompleteSignupPage = lazyPage(() => import("@/features/auth/pages/complete-signup-page"), "CompleteSignupPage");
const SignupPage = lazyPage(() => import("@/features/auth/pages/signup-page"), "SignupPage");
const VerifyEmailPage = lazyPage(() => import("@/features/auth/pages/verify-email-page"), "VerifyEmailPage");
const ResetPasswordPage = lazyPage(() => import("@/features/auth/pages/reset-password-page"), "ResetPasswordPage");
const ResetPasswordConfirmPage = lazyPage(() => import("@/features/auth/pages/reset-password-confirm-page"), "ResetPasswordConfirmPage");
const AccountSettingsPage = lazyPage(() => import("@/features/settings/pages/account-settings-page"), "AccountSettingsPage");
const DashboardPage = lazyPage(() => import("@/features/dashboard/pages/dashboard-page"), "DashboardPage");
const MessagesPage = lazyPage(() => import("@/features/messages/pages/messages-page"), "MessagesPage");
const ProjectsPage = lazyPage(() => import("@/features/projects/pages/projects-page"), "ProjectsPage");
const ApplicantsPage = lazyPage(() => import("@/features/production/pages/applicants-page"), "ApplicantsPage");
const AuditionsPage = lazyPage(() => import("@/features/production/pages/auditions-page"), "AuditionsPage");
const ProjectDetailPage = lazyPage(() => import("@/features/projects/pages/project-detail-page"), "ProjectDetailPage");
const ArtistsPage = lazyPage(() => import("@/features/directories/pages/artists-page"), "ArtistsPage");
const ProducersPage = lazyPage(() => import("@/features/directories/pages/producers-page"), "ProducersPage");
const ProfilePage = lazyPage(() => import("@/features/profiles/pages/profile-page"), "ProfilePage");
const CommunityPage = lazyPage(() => import("@/features/community/pages/community-page"), "CommunityPage");
const HelpPage = lazyPage(() => import("@/features/static-pages/pages/help-page"), "HelpPage");
const TermsPage = lazyPage(() => import("@/features/static-pages/pages/terms-page"), "TermsPage");
const PrivacyPage = lazyPage(() => import("@/features/static-pages/pages/privacy-page"), "PrivacyPage");
const ContractPage = lazyPage(() => import("@/features/contracts/pages/contract-page"), "ContractPage");
const ContractVerifyPage = lazyPage(() => import("@/features/contracts/pages/contract-verify-page"), "ContractVerifyPage");
const RecordVerifyPage = lazyPage(() => import("@/features/activity/pages/record-verify-page"), "RecordVerifyPage");
const ContactPage = lazyPage(() => import("@/features/static-pages/pages/contact-page"), "ContactPage");
// The operator console (issue 24): its own chunk, fetched only when /admin is opened.
const AdminPage = lazyPage(() => import("@/features/admin/pages/admin-entry"), "AdminEntry");

/** Every route of both spec documents; the last one is the catch-all 404. */
function Routes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/auth/complete" component={CompleteSignupPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/reset-password-confirm" component={ResetPasswordConfirmPage} />
      <Route path="/account-settings" component={AccountSettingsPage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/messages" component={MessagesPage} />
      <Route path="/projects" component={ProjectsPage} />
      <Route path="/projects/:id/applicants" component={ApplicantsPage} />
      <Route path="/projects/:id" component={ProjectDetailPage} />
      <Route path="/auditions" component={AuditionsPage} />
      <Route path="/artists" component={ArtistsPage} />
      <Route path="/artists/:id" component={ProfilePage} />
      <Route path="/producers" component={ProducersPage} />
      <Route path="/producers/:id" component={ProfilePage} />
      <Route path="/users/:id" component={ProfilePage} />
      <Route path="/user/:id" component={ProfilePage} />
      <Route path="/community" component={CommunityPage} />
      <Route path="/contracts/verify/:code" component={ContractVerifyPage} />
      <Route path="/records/verify/:code" component={RecordVerifyPage} />
      <Route path="/contracts/:id" component={ContractPage} />
      <Route path="/help" component={HelpPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/admin/*?" component={AdminPage} />
      <Route component={NotFound} />
    </Switch>
  );
}

/** The shell around every page: header, content, footer and (below md) the bottom bar. */
export function AppRouter() {
  useResetCacheOnUserChange();
  const { isLoading, user } = useAuth();
  // One live event stream per signed-in user; reopened when the user changes.
  useLiveEvents(user?.id ?? null);

  if (isLoading) return <UserLoader />;

  return (
    <div data-app-shell className={cn("flex min-h-dvh flex-col", BOTTOM_NAV_PADDING)}>
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        본문으로 건너뛰기
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<LoadingView fullScreen={false} />}>
          <Routes />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
