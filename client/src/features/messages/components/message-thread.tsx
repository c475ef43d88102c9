import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ArrowLeft, Ban, Flag, FolderOpen, Info, MoreVertical, ShieldCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { toast } from "sonner";
import type { ThreadMessage } from "@shared/api-types";
import { userTypeLabel } from "@shared/labels";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toDate } from "@/lib/format";
import { useSetUserBlocked } from "../api/block-user";
import { useConversationContext } from "../api/get-conversation-context";
import { conversationsQueryOptions } from "../api/get-conversations";
import { unreadCountQueryOptions } from "../api/get-unread-count";
import { threadMessages, useThread } from "../api/get-thread";
import { systemNoticeParts } from "../lib/system-notice";
import { InvitationMessageCard } from "./invitation-message-card";
import { MessageComposer } from "./message-composer";
import { ReportDialog } from "./report-dialog";

const dayFormat = new Intl.DateTimeFormat("ko-KR", { year: "numeric", month: "long", day: "numeric", weekday: "long" });
const timeFormat = new Intl.DateTimeFormat("ko-KR", { hour: "numeric", minute: "2-digit" });
const dayKey = (iso: string) => {
  const d = toDate(iso)!;
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

export interface MessageThreadProps {
  otherUserId: string;
  myId: string;
  onBack: () => void;
}

export function MessageThread({ otherUserId, myId, onBack }: MessageThreadProps) {
  const context = useConversationContext(otherUserId);
  const thread = useThread(otherUserId);
  const messages = threadMessages(thread.data);
  const counterpart = context.data?.counterpart;
  const name = counterpart?.userName ?? "";

  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  const contextLoaded = !!context.data;
  // Follow the newest message (also when the send box appears and shrinks the view); loading older
  // pages must not jump to the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId, otherUserId, contextLoaded]);

  // Fetching the newest page marked what arrived read: the badge and the list follow at once.
  const queryClient = useQueryClient();
  const newestReceivedId = [...messages].reverse().find((m) => m.senderId !== myId)?.id;
  useEffect(() => {
    if (newestReceivedId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
  }, [newestReceivedId, queryClient]);

  const lastMineId = [...messages].reverse().find((m) => m.senderId === myId)?.id;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b px-2 py-2 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="대화 목록으로">
          <ArrowLeft aria-hidden="true" />
        </Button>
        {counterpart ? (
          <>
            <Avatar className="size-10">
              {counterpart.profileImageUrl && <AvatarImage src={counterpart.profileImageUrl} alt="" />}
              <AvatarFallback>{name.charAt(0)}</AvatarFallback>
            </Avatar>
            <div className="flex min-w-0 flex-1 flex-col">
              <h2 className="flex items-center gap-1.5 truncate text-base font-semibold">
                {counterpart.isDeleted ? (
                  <span className="text-muted-foreground">{name}</span>
                ) : (
                  <Link href={`/users/${counterpart.id}`} className="truncate hover:underline">
                    {name}
                  </Link>
                )}
                {!counterpart.isDeleted && <span className="shrink-0 text-xs font-normal text-muted-foreground">{userTypeLabel[counterpart.userType]}</span>}
              </h2>
              {context.data?.projectTitle && (
                <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                  <FolderOpen className="size-3.5 shrink-0" aria-hidden="true" />
                  <Link href={`/projects/${context.data.projectId}`} className="truncate hover:underline">
                    {context.data.projectTitle}
                  </Link>
                  <span className="shrink-0">
                    · {context.data.connectionType === "invitation" ? "초대" : "지원"}
                    {context.data.totalConnections > 1 ? ` 외 ${context.data.totalConnections - 1}건` : ""}
                  </span>
                </p>
              )}
            </div>
            {!counterpart.isDeleted && <ThreadMenu userId={counterpart.id} name={name} isBlockedByMe={!!context.data?.isBlockedByMe} />}
          </>
        ) : (
          <div className="flex flex-1 items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
      </div>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-muted/30 px-3 py-4 sm:px-6" aria-live="polite">
        {thread.hasNextPage && (
          <div className="mb-4 flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
              {thread.isFetchingNextPage && <Spinner />}
              이전 메시지 더 보기
            </Button>
          </div>
        )}
        {thread.isLoading ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-10 w-48" />
            <Skeleton className="ml-auto h-10 w-56" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : thread.isError ? (
          <EmptyState title="메시지를 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />
        ) : !messages.length ? (
          <EmptyState title="아직 주고받은 메시지가 없습니다" description={context.data?.canSend ? "첫 메시지를 보내 대화를 시작해보세요." : undefined} />
        ) : (
          <ol className="flex flex-col gap-2" aria-label={`${name}님과의 메시지`}>
            {messages.map((m, i) => (
              <Fragment key={m.id}>
                {(i === 0 || dayKey(messages[i - 1]!.createdAt) !== dayKey(m.createdAt)) && (
                  <li className="my-3 flex items-center gap-3 text-xs text-muted-foreground" role="separator">
                    <span className="h-px flex-1 bg-border" />
                    {dayFormat.format(toDate(m.createdAt)!)}
                    <span className="h-px flex-1 bg-border" />
                  </li>
                )}
                <MessageItem message={m} isMine={m.senderId === myId} otherUserId={otherUserId} showReadState={m.id === lastMineId} />
              </Fragment>
            ))}
          </ol>
        )}
      </div>

      {context.data && (
        <MessageComposer receiverId={otherUserId} canSend={context.data.canSend} disabledReason={context.data.reason} hasHistory={messages.length > 0} />
      )}
    </div>
  );
}

function MessageItem({
  message,
  isMine,
  otherUserId,
  showReadState,
}: {
  message: ThreadMessage;
  isMine: boolean;
  otherUserId: string;
  showReadState: boolean;
}) {
  const time = timeFormat.format(toDate(message.createdAt)!);
  if (message.messageType === "system") return <SystemNoticeItem message={message} time={time} />;
  return (
    <li className={cn("flex items-end gap-2", isMine ? "flex-row-reverse" : "flex-row")} data-testid="message">
      {message.messageType === "invitation" ? (
        <InvitationMessageCard message={message} isMine={isMine} otherUserId={otherUserId} />
      ) : (
        <p
          className={cn(
            "max-w-[78%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[65%]",
            isMine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm border bg-card text-card-foreground",
          )}
        >
          {message.content}
        </p>
      )}
      <span className={cn("flex shrink-0 flex-col text-[11px] leading-tight text-muted-foreground", isMine ? "items-end" : "items-start")}>
        {isMine && showReadState && <span className={message.read ? "text-primary" : undefined}>{message.read ? "읽음" : "안 읽음"}</span>}
        <time dateTime={message.createdAt}>{time}</time>
      </span>
    </li>
  );
}

/**
 * A message the app wrote on a person's behalf (a contract sent, signed or declined): a notice in the
 * middle of the thread, not a bubble that reads as typed, with buttons instead of raw addresses (issue 31).
 */
function SystemNoticeItem({ message, time }: { message: ThreadMessage; time: string }) {
  const notice = systemNoticeParts(message.content, window.location.origin);
  return (
    <li className="flex justify-center" data-testid="message">
      <div
        role="note"
        aria-label="아트링크 알림"
        className="flex max-w-[90%] flex-col items-center gap-2 rounded-xl border border-dashed bg-muted/50 px-4 py-3 text-center sm:max-w-[75%]"
      >
        <span className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
          <Info className="size-3.5" aria-hidden="true" />
          아트링크 알림 · <time dateTime={message.createdAt}>{time}</time>
        </span>
        <p className="text-sm break-words whitespace-pre-wrap">{notice.text}</p>
        {notice.links.length > 0 && (
          <div className="flex flex-wrap justify-center gap-2">
            {notice.links.map((l) => (
              <Button key={l.href} asChild size="sm" variant="outline">
                {l.external ? (
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.label}
                  </a>
                ) : (
                  <Link href={l.href}>{l.label}</Link>
                )}
              </Button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function ThreadMenu({ userId, name, isBlockedByMe }: { userId: string; name: string; isBlockedByMe: boolean }) {
  const [reportOpen, setReportOpen] = useState(false);
  const block = useSetUserBlocked();
  useEffect(() => setReportOpen(false), [userId]);
  const toggleBlock = () =>
    block.mutate(
      { userId, blocked: !isBlockedByMe },
      {
        onSuccess: ({ blocked }) =>
          toast.success(blocked ? "차단 완료" : "차단 해제 완료", {
            description: blocked ? `${name}님과 더 이상 메시지를 주고받을 수 없습니다.` : `${name}님의 차단을 해제했습니다.`,
          }),
        onError: (err) => toast.error("처리 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="대화 메뉴">
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link href={`/users/${userId}`}>프로필 보기</Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={toggleBlock} disabled={block.isPending}>
            {isBlockedByMe ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {isBlockedByMe ? "차단 해제" : "차단하기"}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setReportOpen(true)}>
            <Flag aria-hidden="true" />
            신고하기
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog open={reportOpen} onOpenChange={setReportOpen} kind="user" targetId={userId} targetName={name} />
    </>
  );
}
