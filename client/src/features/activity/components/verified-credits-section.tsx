import { BadgeCheck } from "lucide-react";
import { Link } from "wouter";
import { formatDate } from "@/lib/format";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";
import { usePublicCredits } from "../api/activity";
import { won } from "./credit-status-badge";

/**
 * The profile's '확인된 참여 이력' (issue 15): credits both the producer and the artist confirmed, each
 * with the badge; the fee only where the artist shared it. Hidden while loading and when it fails.
 */
export function VerifiedCreditsSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const credits = usePublicCredits(userId);
  if (!credits.isSuccess) return null;
  const items = credits.data;
  if (!items.length && !isOwner) return null;
  return (
    <SectionCard id="verified-credits" title="확인된 참여 이력" icon={<BadgeCheck />} meta={items.length > 0 ? `${items.length}건` : undefined}>
      {items.length === 0 ? (
        <SectionEmpty>완료된 프로젝트에서 제작자와 함께 확인한 참여 기록이 여기에 표시됩니다. 대시보드의 '활동 증빙'에서 관리할 수 있습니다.</SectionEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((c) => (
            <li key={c.id} className="flex items-start gap-3 rounded-lg border p-3.5">
              <span
                className="flex shrink-0 items-center gap-1 rounded-md bg-emerald-50 px-2 py-1 text-xs font-semibold text-emerald-800"
                title="제작자와 예술인이 모두 확인한 기록"
              >
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                양측 확인
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words">
                  <Link href={`/projects/${c.projectId}`} className="underline-offset-4 hover:underline">
                    {c.projectTitle}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {[c.role, `${formatDate(c.startDate, "dot")} ~ ${formatDate(c.endDate, "dot")}`, `제작 ${c.producerName}`, c.field]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {(c.presentedOn || c.presentedPlace) && (
                  <p className="text-xs text-muted-foreground">
                    공개 발표: {[c.presentedOn && formatDate(c.presentedOn, "dot"), c.presentedPlace].filter(Boolean).join(", ")}
                  </p>
                )}
                {c.fee && (
                  <p className="text-xs text-muted-foreground">
                    보수: {c.fee.paid ? `지급됨${c.fee.amount != null ? ` (${won(c.fee.amount)})` : ""}` : "지급되지 않음"}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
