import type { ReactNode } from "react";
import { LogOut } from "lucide-react";
import { Link } from "wouter";
import { postingNoun, userTypeLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { AuthUser } from "@/features/auth/api/get-user";
import { cn } from "@/lib/cn";
import { capCount, displayName } from "@/lib/format";
import { isActivePath, mainNavLinks, ownProfileHref } from "./nav-links";

const drawerLink =
  "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The small-screen menu. Its sheet (Radix dialog) is loaded on the first tap of the menu button, not
 * with every page; the controlled sheet returns focus to that button when it closes.
 */
export function MobileDrawer({
  user,
  unreadCount,
  location,
  onLogout,
  onNewProject,
  open,
  onOpenChange,
}: {
  user: AuthUser | null;
  unreadCount: number;
  location: string;
  onLogout: () => void;
  onNewProject: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
    <Sheet open={open} onOpenChange={onOpenChange}>
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
                  {postingNoun(user.discipline)} 등록
                </button>
              </SheetClose>
            )}
            {item("/dashboard", "대시보드")}
            {item(
              "/messages",
              "메시지",
              unreadCount > 0 ? (
                <Badge variant="destructive" className="ml-auto">
                  <span aria-hidden="true">{capCount(unreadCount, 99)}</span>
                  <span className="sr-only">읽지 않은 메시지 {unreadCount}개</span>
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
