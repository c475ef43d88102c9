import { LayoutDashboard, LogOut, Settings, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "wouter";
import { userTypeLabel } from "@shared/labels";
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
import type { AuthUser } from "@/features/auth/api/get-user";
import { displayName } from "@/lib/format";
import { ownProfileHref } from "./nav-links";
import { UserAvatar } from "./user-avatar";

/** The signed-in user's menu; loaded after the first paint (the header shows its avatar meanwhile). */
export function UserMenu({ user, onLogout, loggingOut }: { user: AuthUser; onLogout: () => void; loggingOut: boolean }) {
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
        {user.staffRole && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden="true" />
              운영자 콘솔
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={loggingOut} onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          로그아웃
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
