import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Lock, SendHorizontal } from "lucide-react";
import { toast } from "sonner";
import { MESSAGE_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useSendMessage } from "../api/send-message";
import { isComposing } from "@/lib/ime";

export interface MessageComposerProps {
  receiverId: string;
  canSend: boolean;
  /** Why sending is off (from the conversation context). */
  disabledReason?: string | null;
  /** Whether earlier messages exist (the disabled state then says they stay readable). */
  hasHistory?: boolean;
}

/**
 * The send box. Enter sends, Shift+Enter breaks the line, and Enter while an IME is composing (Korean
 * input) only ends the composition: otherwise the last syllable would be cut off or sent twice.
 */
export function MessageComposer({ receiverId, canSend, disabledReason, hasHistory = false }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const composing = useRef(false);
  const send = useSendMessage();

  if (!canSend) {
    return (
      <div role="status" className="flex items-start gap-3 border-t bg-muted/50 px-4 py-4 text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-0.5">
          <p className="font-medium text-foreground">새 메시지를 보낼 수 없습니다</p>
          <p>
            {disabledReason ?? "함께하는 프로젝트가 없어 메시지를 보낼 수 없습니다."}
            {hasHistory && " 이전 대화는 계속 볼 수 있습니다."}
          </p>
        </div>
      </div>
    );
  }

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    setText("");
    send.mutate(
      { receiverId, content },
      {
        onError: (err) => {
          // The text comes back so nothing typed is lost.
          setText((current) => (current ? current : text));
          toast.error("메시지 전송 실패", { description: errorMessage(err, "메시지 전송에 실패했습니다. 다시 시도해주세요.") });
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey) return;
    if (composing.current || isComposing(e)) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      className="flex flex-col gap-1.5 border-t bg-background px-3 py-3 sm:px-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          메시지
        </label>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          maxLength={MESSAGE_MAX}
          rows={2}
          placeholder="메시지를 입력하세요"
          aria-describedby={`${id}-hint`}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button type="submit" size="icon" className="size-11 shrink-0" disabled={!text.trim() || send.isPending} aria-label="보내기">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div id={`${id}-hint`} className="flex justify-between text-xs text-muted-foreground">
        <span className="hidden sm:inline">Enter로 전송, Shift+Enter로 줄바꿈</span>
        <span className="ml-auto tabular-nums">
          {text.length}/{MESSAGE_MAX}
        </span>
      </div>
    </form>
  );
}
