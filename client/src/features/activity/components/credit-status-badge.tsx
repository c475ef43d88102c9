import { BadgeCheck } from "lucide-react";
import { creditStatusLabels, type CreditStatus } from "@shared/activity";
import { Badge } from "@/components/ui/badge";

/** A credit's state; 'verified' carries the check mark the profile shows too. */
export function CreditStatusBadge({ status }: { status: CreditStatus }) {
  if (status === "verified") {
    return (
      <Badge className="gap-1 bg-emerald-700 text-white hover:bg-emerald-700">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {creditStatusLabels.verified}
      </Badge>
    );
  }
  return <Badge variant={status === "correction_requested" ? "destructive" : "secondary"}>{creditStatusLabels[status]}</Badge>;
}

export const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;
