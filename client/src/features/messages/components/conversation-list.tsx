import { useMemo, useState } from "react";
import { Ban, MessageSquare, Search } from "lucide-react";
import type { ConversationSummary } from "@shared/api-types";
import { userTypeLabel } from "@shared/labels";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatRelativeTime } from "@/lib/format";
import { UnreadBadge } from "./unread-badge";

export interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

export function ConversationList({ conversations, isLoading, isError, selectedId, onSelect }: ConversationListProps) {
  const [query, setQuery] = useState("");
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q || !conversations) return conversations ?? [];
    return conversations.filter(
      (c) => c.userName.toLowerCase().includes(q) || c.lastMessage.toLowerCase().includes(q) || c.specialties.some((s) => s.toLowerCase().includes(q)),
    );
  }, [conversations, query]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b p-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="이름 또는 메시지 검색"
            aria-label="대화 검색"
            className="pl-9"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isLoading ? (
          <div className="flex flex-col gap-3 p-3" role="status" aria-busy="true" aria-label="대화 목록을 불러오는 중">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-3 w-40" />
                </div>
              </div>
            ))}
          </div>
        ) : isError ? (
          <EmptyState title="대화 목록을 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />
        ) : !visible.length ? (
          <EmptyState
            icon={query ? <Search /> : <MessageSquare />}
            title={query ? "검색 결과가 없습니다" : "아직 대화가 없습니다"}
            description={
              query
                ? "다른 이름이나 내용으로 검색해보세요."
                : "지원이나 초대로 프로젝트를 함께하게 된 상대와 메시지를 주고받을 수 있습니다. 프로젝트 페이지나 상대의 프로필에서 '메시지 보내기'로 첫 메시지를 보내면 대화가 시작됩니다."
            }
          />
        ) : (
          <ul aria-label="대화 목록" className="divide-y">
            {visible.map((c) => (
              <li key={c.userId}>
                <button
                  type="button"
                  onClick={() => onSelect(c.userId)}
                  aria-current={c.userId === selectedId ? "true" : undefined}
                  className={cn(
                    "flex w-full items-center gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent",
                    c.userId === selectedId && "bg-accent",
                  )}
                >
                  <Avatar className="size-11">
                    {c.profileImageUrl && <AvatarImage src={c.profileImageUrl} alt="" />}
                    <AvatarFallback>{c.userName.charAt(0)}</AvatarFallback>
                  </Avatar>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-center gap-1.5">
                      <span className={cn("truncate text-sm font-semibold", c.isDeleted && "text-muted-foreground")}>{c.userName}</span>
                      {!c.isDeleted && <span className="shrink-0 text-xs text-muted-foreground">{userTypeLabel[c.userType]}</span>}
                      {c.isBlocked && <Ban className="size-3.5 shrink-0 text-destructive" aria-label="차단함" />}
                      <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatRelativeTime(c.lastMessageTime)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className={cn("truncate text-sm", c.unreadCount ? "font-medium text-foreground" : "text-muted-foreground")}>
                        {c.lastMessageType === "invitation" ? `[초대] ${c.lastMessage}` : c.lastMessage}
                      </span>
                      <UnreadBadge count={c.unreadCount} className="ml-auto" />
                    </span>
                    {c.specialties.length > 0 && <span className="truncate text-xs text-muted-foreground">{c.specialties.join(" · ")}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
