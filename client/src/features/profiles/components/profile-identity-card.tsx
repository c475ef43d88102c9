import type { ReactNode } from "react";
import { CalendarDays, Globe, MapPin, Pencil } from "lucide-react";
import type { UserProfile } from "@shared/api-types";
import { userTypeLabel } from "@shared/labels";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { prettyUrl, profileName } from "../lib/profile-display";

export interface ProfileIdentityCardProps {
  profile: UserProfile;
  onEdit?: () => void;
  /** The contact, invite and follow buttons (others' profiles only). */
  actions?: ReactNode;
}

/** The left column's top card: avatar, name, role badge, region, website, followers and the actions. */
export function ProfileIdentityCard({ profile, onEdit, actions }: ProfileIdentityCardProps) {
  const name = profileName(profile);
  const named = name !== profile.displayEmail;
  return (
    <section aria-label="기본 정보" className="relative overflow-hidden rounded-xl border bg-card shadow-xs">
      <div
        className={cn(
          "h-20 bg-gradient-to-br",
          profile.userType === "producer" ? "from-sky-100 via-indigo-100 to-violet-100" : "from-violet-100 via-pink-100 to-amber-50",
        )}
        aria-hidden="true"
      />
      {onEdit && (
        <Button variant="secondary" size="sm" className="absolute top-3 right-3 shadow-sm" onClick={onEdit} aria-label="기본 정보 수정">
          <Pencil aria-hidden="true" />
          편집
        </Button>
      )}
      <div className="flex flex-col items-center gap-3 px-5 pb-5 text-center">
        <Avatar className="-mt-12 size-24 border-4 border-card shadow-sm">
          {profile.profileImageUrl && <AvatarImage src={profile.profileImageUrl} alt={`${name} 프로필 이미지`} className="object-cover" />}
          <AvatarFallback className="bg-primary/10 text-3xl text-primary">{name.charAt(0).toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="flex max-w-full flex-col items-center gap-1.5">
          <h1 className={cn("max-w-full font-bold tracking-tight break-all", named ? "text-2xl" : "text-lg")}>{name}</h1>
          <Badge variant={profile.userType === "producer" ? "default" : "secondary"}>{userTypeLabel[profile.userType]}</Badge>
        </div>
        <ul className="flex max-w-full flex-col items-center gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">지역</span>
            {profile.location || "지역 미정"}
          </li>
          {profile.website && (
            <li className="flex max-w-full items-center gap-1.5">
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {prettyUrl(profile.website)}
              </a>
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatDate(profile.createdAt)} 가입
          </li>
        </ul>
        <dl className="grid w-full grid-cols-2 divide-x rounded-lg bg-muted/50 py-2 text-sm">
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">팔로워</dt>
            <dd className="font-bold" data-testid="follower-count">
              {profile.followerCount}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">팔로잉</dt>
            <dd className="font-bold">{profile.followingCount}</dd>
          </div>
        </dl>
        {actions && <div className="w-full">{actions}</div>}
      </div>
    </section>
  );
}
