import { useState } from "react";
import { toast } from "sonner";
import type { ContractView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useAcceptTermination } from "../api/accept-termination";
import { useDeclineTermination } from "../api/decline-termination";
import { useWithdrawTermination } from "../api/withdraw-termination";

/**
 * A pending request to end the contract: the other party accepts (the contract ends) or declines (it stays
 * in force); the requester sees that it waits and may withdraw it.
 */
export function TerminationBanner({ data }: { data: ContractView }) {
  const request = data.termination;
  if (!request) return null;
  const mine = request.requestedByRole === data.myRole;
  const requester = request.requestedByRole === "producer" ? `제작자 ${data.producer.name}` : `예술인 ${data.artist.name}`;
  return (
    <section
      aria-labelledby="termination-title"
      data-testid="termination-request"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="termination-title" className="font-semibold">
        {mine ? "해지 요청을 보냈습니다" : `${requester}님이 계약 해지를 요청했습니다`}
      </h2>
      <p className="whitespace-pre-wrap break-words">사유: {request.reason}</p>
      <p className="text-xs text-amber-900/80">
        {formatDate(request.requestedAt, "datetime")} 요청 ·{" "}
        {mine ? "상대방이 수락해야 해지됩니다. 그 전까지 계약은 그대로 유효합니다." : "수락하면 계약이 해지되고, 거절하면 계약은 그대로 유효합니다."}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {data.canWithdrawTermination && <WithdrawButton id={data.id} />}
        {data.canAnswerTermination && (
          <>
            <DeclineTerminationDialog id={data.id} />
            <AcceptTerminationButton id={data.id} />
          </>
        )}
      </div>
    </section>
  );
}

function WithdrawButton({ id }: { id: number }) {
  const withdraw = useWithdrawTermination();
  return (
    <Button
      variant="outline"
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(id, {
          onSuccess: () => toast.success("해지 요청을 철회했습니다", { description: "계약은 그대로 유효합니다." }),
          onError: (err) => toast.error("철회하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
        })
      }
    >
      {withdraw.isPending && <Spinner />}
      해지 요청 철회
    </Button>
  );
}

function AcceptTerminationButton({ id }: { id: number }) {
  const accept = useAcceptTermination();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    accept.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast.success("계약이 해지되었습니다", { description: "양측 합의로 해지되었습니다. 서명된 PDF는 그대로 보관됩니다." });
      },
      onError: (err) => {
        setOpen(false);
        toast.error("해지하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">해지 수락</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>계약 해지에 동의하시겠습니까?</DialogTitle>
          <DialogDescription>
            수락하면 양측 합의로 계약이 해지되며 되돌릴 수 없습니다. 서명된 계약서 PDF와 진위 확인은 그대로 남고, 해지된 날짜가 함께 표시됩니다.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={accept.isPending}>
            취소
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={accept.isPending}>
            {accept.isPending && <Spinner />}
            해지 수락
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeclineTerminationDialog({ id }: { id: number }) {
  const decline = useDeclineTermination();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (note.trim().length > 1000) return setError("내용이 너무 깁니다.");
    decline.mutate(
      { id, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("해지 요청을 거절했습니다", { description: "계약은 그대로 유효합니다." });
        },
        onError: (err) => setError(errorMessage(err, "거절하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">해지 거절</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>해지 요청을 거절하시겠습니까?</DialogTitle>
          <DialogDescription>계약은 그대로 유효합니다. 남길 말이 있으면 적어주세요. 상대방에게 알림과 메일로 전달됩니다.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="termination-decline-note">의견 (선택)</Label>
          <Textarea
            id="termination-decline-note"
            rows={3}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
            aria-invalid={!!error}
          />
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={decline.isPending}>
            취소
          </Button>
          <Button onClick={submit} disabled={decline.isPending}>
            {decline.isPending && <Spinner />}
            거절하기
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
