import type { LucideIcon } from "lucide-react";
import { FolderSearch, House, LayoutDashboard, LogIn, MessagesSquare, UserRound, Users } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { cn } from "@/lib/cn";
import { isActivePath } from "./nav-links";

interface Item {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Height of the bar; the app shell pads its content by the same amount below md. */
export const BOTTOM_NAV_PADDING = "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0";

/** Spec: mobile bottom navigation, different for signed-in users and visitors. */
export function BottomNav() {
  const { user } = useAuth();
  const [location] = useLocation();

  const items: Item[] = user
    ? [
        { href: "/dashboard", label: "대시보드", icon: LayoutDashboard },
        { href: "/projects", label: "프로젝트", icon: FolderSearch },
        { href: "/artists", label: "아티스트", icon: Users },
        { href: "/community", label: "커뮤니티", icon: MessagesSquare },
        { href: `/users/${user.id}`, label: "프로필", icon: UserRound },
      ]
    : [
        { href: "/", label: "홈", icon: House },
        { href: "/projects", label: "프로젝트", icon: FolderSearch },
        { href: "/artists", label: "아티스트", icon: Users },
        { href: "/community", label: "커뮤니티", icon: MessagesSquare },
        { href: "/auth", label: "로그인", icon: LogIn },
      ];

  return (
    <nav aria-label="하단 메뉴" className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <ul className="grid h-16 grid-cols-5">
        {items.map(({ href, label, icon: Icon }) => {
          const active = isActivePath(location, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className={cn("size-5", active && "stroke-[2.5]")} aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
