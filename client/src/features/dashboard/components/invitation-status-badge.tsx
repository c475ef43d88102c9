import type { InvitationStatus } from "@shared/constants";
import { invitationStatusLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";

/** Invitation status; a stored 'rejected' reads 거절됨 (the artist declined). */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const variant = status === "accepted" ? "default" : status === "rejected" ? "destructive" : status === "pending" ? "secondary" : "outline";
  return <Badge variant={variant}>{invitationStatusLabel[status] ?? status}</Badge>;
}
