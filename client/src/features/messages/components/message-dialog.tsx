import { useEffect, useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { MESSAGE_MAX } from "@shared/constants";
import { messageFormSchema } from "@shared/validators/messages";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useSendMessage } from "../api/send-message";
import { messagesHref } from "./unread-badge";

export interface MessageDialogProps {
  receiverId: string;
  receiverName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The profile's message dialog (spec): up to 500 characters with a counter; on success '메시지 전송
 * 완료' and the conversation opens; on failure the text stays and a toast explains.
 */
export function MessageDialog({ receiverId, receiverName, open, onOpenChange }: MessageDialogProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const send = useSendMessage();
  const form = useForm<{ content: string }>({ resolver: zodResolver(messageFormSchema), defaultValues: { content: "" } });
  const content = form.watch("content") ?? "";
  const error = form.formState.errors.content?.message;

  useEffect(() => {
    if (!open) form.reset({ content: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit(
    ({ content: text }) =>
      send.mutate(
        { receiverId, content: text },
        {
          onSuccess: () => {
            toast.success("메시지 전송 완료", { description: `${receiverName}님에게 메시지를 보냈습니다.` });
            onOpenChange(false);
            navigate(messagesHref(receiverId));
          },
          onError: (err) => toast.error("메시지 전송 실패", { description: errorMessage(err, "메시지 전송에 실패했습니다. 다시 시도해주세요.") }),
        },
      ),
    () => toast.error("메시지를 입력하세요", { description: "메시지 내용을 입력해주세요." }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>메시지 보내기</DialogTitle>
            <DialogDescription>{receiverName}님에게 메시지를 보냅니다.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-content`}>메시지</Label>
            <Textarea
              id={`${id}-content`}
              rows={5}
              maxLength={MESSAGE_MAX}
              placeholder="메시지를 입력하세요"
              aria-invalid={!!error}
              aria-describedby={`${id}-hint`}
              autoFocus
              {...form.register("content")}
            />
            <div id={`${id}-hint`} className="flex items-start justify-between gap-3 text-xs">
              <span className="font-medium text-destructive" aria-live="polite">
                {error}
              </span>
              <span className="ml-auto shrink-0 text-muted-foreground tabular-nums">
                {content.length}/{MESSAGE_MAX}
              </span>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending}>
              취소
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner />}
              보내기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
