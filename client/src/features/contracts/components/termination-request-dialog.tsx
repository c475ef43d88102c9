import { FileX2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useRequestTermination } from "../api/request-termination";

/** '해지 요청': either party asks to end a contract both signed; it ends only if the other party accepts. */
export function TerminationRequestDialog({ contractId, otherName }: { contractId: number; otherName: string }) {
  const request = useRequestTermination();
  return (
    <ReasonDialog
      id="termination-reason"
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <FileX2 aria-hidden="true" />
          해지 요청
        </Button>
      }
      title="계약 해지를 요청하시겠습니까?"
      description={`양측이 서명한 계약은 한쪽이 혼자 해지할 수 없습니다. ${otherName}님이 요청을 수락해야 해지되며, 서명된 계약서 PDF는 해지 후에도 그대로 보관됩니다.`}
      label="해지 사유"
      placeholder="예: 공연이 취소되어 계약을 이어가기 어렵습니다."
      rows={4}
      requiredMessage="해지 사유를 입력해주세요."
      failMessage="해지를 요청하지 못했습니다."
      submitLabel="해지 요청 보내기"
      submitVariant="destructive"
      pending={request.isPending}
      onSubmit={(reason, done, fail) =>
        request.mutate(
          { id: contractId, reason },
          {
            onSuccess: () => {
              done();
              toast.success("해지를 요청했습니다", { description: `${otherName}님이 수락하면 계약이 해지됩니다.` });
            },
            onError: fail,
          },
        )
      }
    />
  );
}
