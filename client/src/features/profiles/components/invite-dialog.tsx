import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { AlertCircle, CalendarDays, FolderPlus, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { MESSAGE_MAX } from "@shared/constants";
import { projectStatusText } from "@shared/labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useArtistInvitationHistory } from "../api/get-artist-invitation-history";
import { useInvitationCheck } from "../api/get-invitation-check";
import { useInviteArtist } from "../api/invite-artist";
import { useSaveError } from "../lib/use-save-error";

export interface InviteDialogProps {
  artistId: string;
  artistName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project chosen when the dialog opens (the project page's suggested artists), if it can be chosen. */
  projectId?: number;
  /** After the invitation was sent. */
  onInvited?: () => void;
}

const ALREADY_INVITED = "이미 초대한 프로젝트입니다.";

/**
 * The producer's invitation to this artist. Spec: only published projects that have not invited
 * this artist can be chosen (drafts and running projects are listed, labelled, but disabled); the
 * project and a non-empty message are required; success '초대 완료', failure '초대 실패'.
 */
export function InviteDialog({ artistId, artistName, open, onOpenChange, projectId: preselected, onInvited }: InviteDialogProps) {
  const check = useInvitationCheck(artistId, open);
  const history = useArtistInvitationHistory(artistId, open);
  const invite = useInviteArtist(artistId);
  const onSaveError = useSaveError();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const messageId = useId();

  useEffect(() => {
    if (open) {
      setProjectId(preselected ?? null);
      setMessage("");
    }
  }, [open, preselected]);

  const invitedIds = new Set(history.data?.invitedProjectIds ?? []);
  const projects = (check.data?.projects ?? []).map((p) => {
    const invited = invitedIds.has(p.id);
    const choosable = p.invitable && p.status === "published" && !invited;
    let reason = p.reason;
    if (!choosable && !reason) reason = invited ? "이미 초대함" : p.status === "published" ? "초대 불가" : `${projectStatusText(p.status)} 프로젝트`;
    return { ...p, choosable, reason };
  });
  const choosable = projects.filter((p) => p.choosable);
  // A preselected project that turns out not to be choosable (invited meanwhile, deadline passed) is not chosen.
  const chosen = projectId != null && choosable.some((p) => p.id === projectId) ? projectId : null;
  const published = projects.filter((p) => p.status === "published");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen == null || !message.trim()) {
      toast.error("입력 오류", { description: "프로젝트를 선택하고 메시지를 입력해주세요." });
      return;
    }
    if (invitedIds.has(chosen)) {
      toast.error("초대 불가", { description: ALREADY_INVITED });
      return;
    }
    invite.mutate(
      { projectId: chosen, artistId, message: message.trim() },
      {
        onSuccess: () => {
          toast.success("초대 완료", { description: `${artistName}님에게 프로젝트 초대를 보냈습니다.` });
          onInvited?.();
          onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 409) toast.error("초대 불가", { description: errorMessage(err, ALREADY_INVITED) });
          else onSaveError(err, "초대 실패", "초대를 보내지 못했습니다. 잠시 후 다시 시도해주세요.");
        },
      },
    );
  };

  let body;
  if (check.isPending) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  } else if (check.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/20 bg-destructive/5 px-4 py-6 text-center">
        <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-semibold">프로젝트를 불러오는 중 오류가 발생했습니다.</p>
        <p className="text-sm break-all text-muted-foreground">{errorMessage(check.error, check.error.message)}</p>
        <Button type="button" variant="outline" onClick={() => void check.refetch()} disabled={check.isRefetching}>
          {check.isRefetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          다시 불러오기
        </Button>
      </div>
    );
  } else if (choosable.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
        <FolderPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">초대 가능한 프로젝트가 없습니다</p>
        <p className="text-sm text-muted-foreground">
          {published.length > 0
            ? "모집 중인 모든 프로젝트에 이미 이 아티스트를 초대했습니다."
            : "모집 중인 프로젝트가 없습니다. 프로젝트를 공개한 뒤 아티스트를 초대해 보세요."}
        </p>
        <Button asChild variant="outline" size="sm" className="mt-1">
          <Link href="/dashboard">대시보드로 이동</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">초대할 프로젝트</legend>
        {projects.map((p) => (
          <label
            key={p.id}
            className={cn(
              "flex items-start gap-3 rounded-lg border p-3 transition-colors",
              p.choosable ? "cursor-pointer hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5" : "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name="invite-project"
              value={p.id}
              disabled={!p.choosable}
              checked={chosen === p.id}
              onChange={() => setProjectId(p.id)}
              className="mt-1 size-4 accent-[var(--color-primary)]"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium break-words">{p.title}</span>
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span>{projectStatusText(p.status)}</span>
                {p.deadline && (
                  <span className="flex items-center gap-1">
                    <CalendarDays className="size-3" aria-hidden="true" />
                    마감 {formatDate(p.deadline, "dot")}
                  </span>
                )}
                {!p.choosable && p.reason && <span className="font-medium text-amber-700">· {p.reason}</span>}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  }

  const ready = check.isSuccess && choosable.length > 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !invite.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>프로젝트 초대</DialogTitle>
            <DialogDescription>{artistName}님을 초대할 프로젝트를 고르고 메시지를 남겨주세요.</DialogDescription>
          </DialogHeader>
          {body}
          {ready && (
            <div className="flex flex-col gap-2">
              <Label htmlFor={messageId}>메시지</Label>
              <Textarea
                id={messageId}
                rows={4}
                maxLength={MESSAGE_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                placeholder="프로젝트를 소개하고 함께하고 싶은 이유를 적어주세요."
              />
              <span className="self-end text-xs text-muted-foreground tabular-nums">
                {message.length}/{MESSAGE_MAX}
              </span>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
              취소
            </Button>
            {ready && (
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending && <Spinner />}
                초대 보내기
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
