import { contractStatusLabels, type ContractStatus } from "@shared/contracts";
import { Badge } from "@/components/ui/badge";

const variant: Record<ContractStatus, "default" | "secondary" | "outline" | "destructive"> = {
  draft: "outline",
  sent: "secondary",
  signed_by_artist: "secondary",
  signed: "default",
  declined: "destructive",
  voided: "destructive",
};

/**
 * What became of a contract both signed (issue 30); its status stays 'signed'. Kept here, not in
 * shared/labels.ts: that module is in every page's first chunk, and only contract pages show these.
 */
const standingLabels = {
  superseded: "수정 계약으로 대체됨",
  terminated: "합의 해지됨",
  terminationPending: "해지 요청 중",
} as const;

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge variant={variant[status]}>{contractStatusLabels[status]}</Badge>;
}

/** What became of a contract both signed (issue 30): replaced by its amendment, ended by agreement, or a request to end it pending. */
export function ContractStandingBadge({
  supersededAt,
  terminatedAt,
  terminationPending,
}: {
  supersededAt: string | null;
  terminatedAt: string | null;
  terminationPending?: boolean;
}) {
  if (terminatedAt) return <Badge variant="destructive">{standingLabels.terminated}</Badge>;
  if (supersededAt) return <Badge variant="outline">{standingLabels.superseded}</Badge>;
  if (terminationPending) return <Badge variant="secondary">{standingLabels.terminationPending}</Badge>;
  return null;
}
