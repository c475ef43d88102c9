import { Link } from "wouter";
import { formatWon } from "@shared/payments";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyPayments } from "../api/get-my-payments";

const bucketLabel = { overdue: "지급일 경과", due: "지급 예정", paid: "지급 완료", closed: "종료" } as const;
const bucketVariant = { paid: "default", overdue: "destructive", due: "secondary", closed: "outline" } as const;

/** The dashboards' payments (issue 28): what is due, paid and overdue across the user's signed contracts. */
export function MyPaymentsCard() {
  const q = useMyPayments();
  if (q.isPending) return <Skeleton className="h-32 w-full" aria-label="지급 현황 불러오는 중" />;
  if (q.isError || q.data.length === 0) return null;
  const sum = (b: string) => q.data.filter((p) => p.milestone.bucket === b).reduce((s, p) => s + p.milestone.amount, 0);
  const open = q.data.filter((p) => p.milestone.bucket !== "closed").slice(0, 8);
  return (
    <Card data-testid="my-payments">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          보수 지급 현황
        </CardTitle>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {(["overdue", "due", "paid"] as const).map((b) => (
            <div key={b}>
              <dt className="text-muted-foreground">{bucketLabel[b]}</dt>
              <dd className={b === "overdue" && sum(b) > 0 ? "font-semibold text-destructive" : "font-semibold"}>{formatWon(sum(b))}</dd>
            </div>
          ))}
        </dl>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {open.map((p) => (
            <li key={p.milestone.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link href={`/contracts/${p.milestone.contractId}`} className="min-w-0 underline-offset-4 hover:underline">
                {p.projectTitle} · {p.milestone.label} <span className="text-muted-foreground">({p.counterpartName})</span>
              </Link>
              <span className="flex items-center gap-2">
                <span>{formatWon(p.milestone.amount)}</span>
                <span className="text-muted-foreground">{p.milestone.dueOn ?? "지급일 미정"}</span>
                <Badge variant={bucketVariant[p.milestone.bucket]}>{bucketLabel[p.milestone.bucket]}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
