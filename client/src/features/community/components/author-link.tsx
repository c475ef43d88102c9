import { Link } from "wouter";
import { UserRound } from "lucide-react";
import type { CommunityAuthor } from "@shared/api-types";
import { userTypeLabel } from "@shared/labels";
import { thumbnailUrl } from "@shared/uploads";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { displayName, formatDate, formatRelativeTime, initials } from "@/lib/format";

/** Spec: post authors link to /artists/{id}, /producers/{id} or /user/{id} by userType. */
export function authorHref(author: Pick<CommunityAuthor, "id" | "userType">): string {
  if (author.userType === "artist") return `/artists/${author.id}`;
  if (author.userType === "producer") return `/producers/${author.id}`;
  return `/user/${author.id}`;
}

export function AuthorAvatar({ author, className }: { author: CommunityAuthor | null; className?: string }) {
  return (
    <Avatar className={cn("size-10", className)}>
      {author?.profileImageUrl && !author.isDeleted && <AvatarImage src={thumbnailUrl(author.profileImageUrl) ?? undefined} alt="" />}
      <AvatarFallback className={author && !author.isDeleted ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground"}>
        {author && !author.isDeleted ? initials(author) : <UserRound className="size-1/2" aria-hidden="true" />}
      </AvatarFallback>
    </Avatar>
  );
}

export interface AuthorLineProps {
  author: CommunityAuthor | null;
  createdAt: string;
  /** Smaller avatar and text for comments. */
  compact?: boolean;
  /** Extra bits after the time (e.g. 수정됨). */
  suffix?: React.ReactNode;
}

/**
 * Avatar, name (a link to the profile unless the account was withdrawn), role and Korean relative
 * time; the exact date is in the time element's title.
 */
export function AuthorLine({ author, createdAt, compact = false, suffix }: AuthorLineProps) {
  const name = displayName(author);
  const linkable = author && !author.isDeleted;
  const avatar = <AuthorAvatar author={author} className={compact ? "size-8" : "size-10"} />;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {linkable ? (
        <Link href={authorHref(author)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className="min-w-0">
        <div className="flex min-w-0 items-center gap-1.5">
          {linkable ? (
            <Link
              href={authorHref(author)}
              className={cn(
                "truncate font-semibold outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring rounded-sm",
                compact ? "text-sm" : "text-[15px]",
              )}
            >
              {name}
            </Link>
          ) : (
            <span className={cn("truncate font-semibold text-muted-foreground", compact ? "text-sm" : "text-[15px]")}>{name}</span>
          )}
          {linkable && !compact && (
            <span className="shrink-0 rounded bg-muted px-1.5 py-px text-[11px] font-medium text-muted-foreground">
              {userTypeLabel[author.userType] ?? "회원"}
            </span>
          )}
        </div>
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <time dateTime={createdAt} title={formatDate(createdAt, "datetime")}>
            {formatRelativeTime(createdAt)}
          </time>
          {suffix}
        </p>
      </div>
    </div>
  );
}
