import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import type { AuthUser } from "@/features/auth/api/get-user";
import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";

export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={cn("size-8", className)}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback className="text-xs">{initials(user)}</AvatarFallback>
    </Avatar>
  );
}
