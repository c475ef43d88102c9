import { useState } from "react";
import { Mail } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { ThreadMessage } from "@shared/api-types";
import { invitationStatusLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useAnswerInvitationMessage, type InvitationAnswer } from "../api/answer-invitation-message";
import { DeclineInvitationMessageDialog } from "./decline-invitation-message-dialog";

/** An invitation in the thread; only its receiver can accept or decline it (spec). */
export function InvitationMessageCard({ message, isMine, otherUserId }: { message: ThreadMessage; isMine: boolean; otherUserId: string }) {
  const [declineOpen, setDeclineOpen] = useState(false);
  const answer = useAnswerInvitationMessage();
  const status = message.invitationStatus ?? "pending";
  const canAnswer = !isMine && status === "pending" && message.invitationId != null;

  const submit = (a: InvitationAnswer) =>
    answer.mutate(
      { messageId: message.id, otherUserId, answer: a },
      {
        onSuccess: () =>
          toast.success(a.invitationStatus === "accepted" ? "초대 수락 완료" : "초대 거절 완료", {
            description: a.invitationStatus === "accepted" ? "프로젝트에 참여하게 되었습니다." : "제작자에게 거절 의사를 전달했습니다.",
          }),
        onError: (err) => toast.error("응답 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  return (
    <div
      className={cn(
        "flex w-full max-w-sm flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm",
        isMine ? "rounded-br-sm" : "rounded-bl-sm",
      )}
    >
      <div className="flex items-center gap-2 text-sm font-semibold">
        <Mail className="size-4 text-primary" aria-hidden="true" />
        프로젝트 초대
        <Badge variant={status === "accepted" ? "default" : status === "pending" ? "secondary" : "outline"} className="ml-auto">
          {invitationStatusLabel[status]}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
      {message.projectId != null && (
        <Link href={`/projects/${message.projectId}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          프로젝트 보기
        </Link>
      )}
      {canAnswer && (
        <div className="flex gap-2">
          <Button size="sm" className="flex-1" disabled={answer.isPending} onClick={() => submit({ invitationStatus: "accepted" })}>
            수락
          </Button>
          <Button size="sm" variant="outline" className="flex-1" disabled={answer.isPending} onClick={() => setDeclineOpen(true)}>
            거절
          </Button>
        </div>
      )}
      <DeclineInvitationMessageDialog open={declineOpen} onOpenChange={setDeclineOpen} onDecline={submit} />
    </div>
  );
}
