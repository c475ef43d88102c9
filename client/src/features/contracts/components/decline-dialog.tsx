import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useDeclineContract } from "../api/decline-contract";

/** Declining needs a reason; it goes back to the other party (the producer, when the artist declines). */
export function DeclineDialog({ contractId, role }: { contractId: number; role: "artist" | "producer" }) {
  const decline = useDeclineContract();
  return (
    <ReasonDialog
      id="decline-reason"
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          {role === "artist" ? "거절하기" : "계약 철회"}
        </Button>
      }
      title="계약서를 거절하시겠습니까?"
      description="사유는 상대방에게 알림과 메일, 메시지로 전달됩니다. 제작자가 내용을 고쳐 다시 보낼 수 있습니다."
      label="거절 사유"
      placeholder="예: 보수 지급일을 공연 종료 후 7일 이내로 바꿔주세요."
      rows={4}
      requiredMessage="거절 사유를 입력해주세요."
      failMessage="거절하지 못했습니다."
      submitLabel="거절하기"
      submitVariant="destructive"
      pending={decline.isPending}
      onSubmit={(reason, done, fail) =>
        decline.mutate(
          { id: contractId, reason },
          {
            onSuccess: () => {
              done();
              toast.success("계약서를 거절했습니다", { description: role === "artist" ? "사유가 제작자에게 전달되었습니다." : "예술인에게 알렸습니다." });
            },
            onError: fail,
          },
        )
      }
    />
  );
}
