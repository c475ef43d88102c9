import { useEffect, useState } from "react";
import { LogIn, MessageSquare } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useAuth } from "@/features/auth/exports";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { useConversations } from "../api/get-conversations";
import { ConversationList } from "../components/conversation-list";
import { MessageThread } from "../components/message-thread";

/**
 * /messages: conversation list and thread side by side from md; below md one at a time, with a back
 * button in the thread. ?user={id} opens that conversation and is then removed from the address.
 */
export function MessagesPage() {
  usePageTitle("메시지");
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<string | null>(() => new URLSearchParams(search).get("user"));
  const conversations = useConversations({ enabled: !!user });

  useEffect(() => {
    const wanted = new URLSearchParams(search).get("user");
    if (!wanted) return;
    setSelected(wanted);
    navigate("/messages", { replace: true });
  }, [search, navigate]);

  if (!user) {
    return (
      <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
        <EmptyState
          icon={<LogIn />}
          titleAs="h1"
          title="로그인이 필요합니다"
          description="메시지를 확인하려면 로그인해주세요."
          action={
            <Button asChild>
              <Link href="/auth">로그인하기</Link>
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-0 sm:px-6 sm:py-6">
      <h1 className={cn("px-4 pt-4 pb-3 text-xl font-bold tracking-tight sm:px-0 sm:pt-0 sm:text-2xl", selected && "hidden md:block")}>메시지</h1>
      <div className="flex h-[calc(100dvh-4rem-4rem-env(safe-area-inset-bottom))] min-h-[420px] overflow-hidden border-y bg-background sm:h-[calc(100dvh-12rem)] sm:rounded-xl sm:border md:h-[calc(100dvh-10rem)]">
        <aside aria-label="대화 목록" className={cn("flex w-full min-w-0 flex-col md:w-80 md:shrink-0 md:border-r", selected && "hidden md:flex")}>
          <ConversationList
            conversations={conversations.data}
            isLoading={conversations.isLoading}
            isError={conversations.isError}
            selectedId={selected}
            onSelect={setSelected}
          />
        </aside>
        <div className={cn("min-w-0 flex-1 flex-col", selected ? "flex" : "hidden md:flex")}>
          {selected ? (
            <MessageThread key={selected} otherUserId={selected} myId={user.id} onBack={() => setSelected(null)} />
          ) : (
            <EmptyState
              className="flex-1"
              icon={<MessageSquare />}
              title="대화를 선택하세요"
              description="왼쪽 목록에서 대화를 선택하면 메시지를 주고받을 수 있습니다."
            />
          )}
        </div>
      </div>
    </section>
  );
}
