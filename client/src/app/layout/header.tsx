import { lazy, Suspense, useState, type ReactNode } from "react";
import { Bell, LayoutDashboard, Menu, MessageSquare, Plus } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/features/auth/api/logout";
import { postingNoun } from "@shared/labels";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useUnreadCount } from "@/features/messages/api/get-unread-count";
import { cn } from "@/lib/cn";
import { capCount } from "@/lib/format";
import { Logo } from "./logo";
import { isActivePath, mainNavLinks } from "./nav-links";
import { UserAvatar } from "./user-avatar";

// Menus, the bell and the wizard are loaded after the first paint or on first use: the first view of a
// page then carries no dropdown, popover or dialog code (size budget of the landing page).
const UserMenu = lazy(async () => ({ default: (await import("./user-menu")).UserMenu }));
const MobileDrawer = lazy(async () => ({ default: (await import("./mobile-drawer")).MobileDrawer }));
const NotificationBell = lazy(async () => ({
  default: (await import("@/features/notifications/components/notification-bell")).NotificationBell,
}));

/** The project wizard is loaded on the first click of 전시 등록 (프로젝트 등록 outside exhibitions), not with every page. */
const ProjectWizardDialog = lazy(async () => ({
  default: (await import("@/features/projects/components/project-wizard/project-wizard-dialog")).ProjectWizardDialog,
}));

export function Header() {
  const { user } = useAuth();
  const [location] = useLocation();
  const logout = useLogout();
  const unread = useUnreadCount({ enabled: !!user });
  const unreadCount = unread.data?.count ?? 0;
  const [wizardOpen, setWizardOpen] = useState(false);
  const [wizardLoaded, setWizardLoaded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openWizard = () => {
    setWizardLoaded(true);
    setWizardOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo href={user ? "/dashboard" : "/"} />

        <nav aria-label="주요 메뉴" className="ml-4 hidden items-center gap-1 md:flex">
          {mainNavLinks.map((link) => {
            const active = isActivePath(location, link.href);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  active ? "text-primary" : "text-muted-foreground",
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {user.userType === "producer" ? (
                <Button size="sm" className="hidden md:inline-flex" onClick={openWizard} aria-haspopup="dialog">
                  <Plus aria-hidden="true" />
                  {postingNoun(user.discipline)} 등록
                </Button>
              ) : (
                <Button asChild size="sm" variant="outline" className="hidden md:inline-flex">
                  <Link href="/dashboard">
                    <LayoutDashboard aria-hidden="true" />
                    대시보드
                  </Link>
                </Button>
              )}
              <MessagesLink count={unreadCount} />
              <Suspense fallback={<IconPlaceholder label="알림" icon={<Bell className="size-5" aria-hidden="true" />} />}>
                <NotificationBell />
              </Suspense>
              <Suspense
                fallback={
                  <Button variant="ghost" size="icon" className="hidden rounded-full md:inline-flex" aria-label="사용자 메뉴" disabled>
                    <UserAvatar user={user} />
                  </Button>
                }
              >
                <UserMenu user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost" size="sm">
                <Link href="/auth">로그인</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/signup">회원가입</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="메뉴 열기"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          {drawerLoaded && (
            <Suspense fallback={null}>
              <MobileDrawer
                user={user}
                unreadCount={unreadCount}
                location={location}
                onLogout={() => logout.mutate()}
                onNewProject={openWizard}
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
              />
            </Suspense>
          )}
        </div>
      </div>
      {user?.userType === "producer" && wizardLoaded && (
        <Suspense fallback={null}>
          <ProjectWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
        </Suspense>
      )}
    </header>
  );
}

function MessagesLink({ count }: { count: number }) {
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href="/messages" aria-label={count > 0 ? `메시지, 읽지 않은 메시지 ${count}개` : "메시지"}>
        <MessageSquare className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground"
          >
            {capCount(count, 99)}
          </span>
        )}
      </Link>
    </Button>
  );
}

/** Same size and place as the control it stands for, so nothing moves when that control arrives. */
function IconPlaceholder({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled>
      {icon}
    </Button>
  );
}
