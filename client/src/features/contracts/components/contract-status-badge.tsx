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

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge variant={variant[status]}>{contractStatusLabels[status]}</Badge>;
}
