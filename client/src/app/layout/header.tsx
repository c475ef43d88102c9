import { lazy, Suspense, useState, type ReactNode } from "react";
import { LayoutDashboard, LogOut, Menu, MessageSquare, Plus, Settings, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { userTypeLabel } from "@shared/labels";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { AuthUser } from "@/features/auth/api/get-user";
import { useLogout } from "@/features/auth/api/logout";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useUnreadCount } from "@/features/messages/api/get-unread-count";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { cn } from "@/lib/cn";
import { capCount, displayName, initials } from "@/lib/format";
import { Logo } from "./logo";
import { isActivePath, mainNavLinks, ownProfileHref } from "./nav-links";

/** The project wizard is loaded on the first click of 전시 등록, not with every page. */
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
                  전시 등록
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
              <NotificationBell />
              <UserMenu user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
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
          <MobileDrawer
            user={user}
            unreadCount={unreadCount}
            location={location}
            onLogout={() => logout.mutate()}
            onNewProject={openWizard}
          />
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

function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={cn("size-8", className)}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback className="text-xs">{initials(user)}</AvatarFallback>
    </Avatar>
  );
}

function UserMenu({ user, onLogout, loggingOut }: { user: AuthUser; onLogout: () => void; loggingOut: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="hidden rounded-full md:inline-flex" aria-label="사용자 메뉴">
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-semibold">{displayName(user)}</span>
            <Badge variant="secondary">{userTypeLabel[user.userType]}</Badge>
          </span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            대시보드
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={ownProfileHref(user)}>
            <UserRound aria-hidden="true" />내 프로필
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account-settings">
            <Settings aria-hidden="true" />
            계정 설정
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={loggingOut} onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          로그아웃
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const drawerLink =
  "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";

function MobileDrawer({
  user,
  unreadCount,
  location,
  onLogout,
  onNewProject,
}: {
  user: AuthUser | null;
  unreadCount: number;
  location: string;
  onLogout: () => void;
  onNewProject: () => void;
}) {
  const item = (href: string, label: ReactNode, extra?: ReactNode) => {
    const active = isActivePath(location, href.split("?")[0] ?? href);
    return (
      <SheetClose asChild key={href}>
        <Link href={href} aria-current={active ? "page" : undefined} className={cn(drawerLink, active && "bg-accent text-accent-foreground")}>
          {label}
          {extra}
        </Link>
      </SheetClose>
    );
  };

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="메뉴 열기">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>메뉴</SheetTitle>
          <SheetDescription className={user ? undefined : "sr-only"}>
            {user ? `${displayName(user)} (${userTypeLabel[user.userType]})` : "아트링크 메뉴"}
          </SheetDescription>
        </SheetHeader>

        <nav aria-label="모바일 메뉴" className="flex flex-col gap-1">
          {mainNavLinks.map((link) => item(link.href, link.label))}
        </nav>

        <Separator />

        {user ? (
          <div className="flex flex-col gap-1">
            {user.userType === "producer" && (
              <SheetClose asChild>
                <button type="button" className={cn(drawerLink, "text-left")} onClick={onNewProject} aria-haspopup="dialog">
                  전시 등록
                </button>
              </SheetClose>
            )}
            {item("/dashboard", "대시보드")}
            {item(
              "/messages",
              "메시지",
              unreadCount > 0 ? (
                <Badge variant="destructive" className="ml-auto" aria-label={`읽지 않은 메시지 ${unreadCount}개`}>
                  {capCount(unreadCount, 99)}
                </Badge>
              ) : null,
            )}
            {item(ownProfileHref(user), "내 프로필")}
            {item("/account-settings", "계정 설정")}
            <Separator className="my-2" />
            <SheetClose asChild>
              <Button variant="outline" className="justify-start" onClick={onLogout}>
                <LogOut aria-hidden="true" />
                로그아웃
              </Button>
            </SheetClose>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <SheetClose asChild>
              <Button asChild variant="outline">
                <Link href="/auth">로그인</Link>
              </Button>
            </SheetClose>
            <SheetClose asChild>
              <Button asChild>
                <Link href="/signup">회원가입</Link>
              </Button>
            </SheetClose>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
