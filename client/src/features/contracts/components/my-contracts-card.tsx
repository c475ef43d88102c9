import { Download, FileText } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiUrl } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { useMyContracts } from "../api/get-my-contracts";
import { ContractStandingBadge, ContractStatusBadge } from "./contract-status-badge";

/** The dashboard's '내 계약서' card (both roles): each contract, its state, and the PDF once signed. */
export function MyContractsCard() {
  const contracts = useMyContracts();
  const rows = contracts.data ?? [];
  if (contracts.isSuccess && rows.length === 0) return null;
  return (
    <Card data-testid="my-contracts">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <FileText className="size-4" aria-hidden="true" />내 계약서
        </CardTitle>
      </CardHeader>
      <CardContent>
        {contracts.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : contracts.isError ? (
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            계약서를 불러오지 못했습니다.
            <Button size="sm" variant="outline" onClick={() => void contracts.refetch()}>
              다시 시도
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col divide-y">
            {rows.map((c) => (
              <li key={c.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                <Link href={`/contracts/${c.id}`} className="flex min-w-0 flex-col underline-offset-4 hover:underline">
                  <span className="truncate text-sm font-medium">
                    {c.projectTitle}
                    {c.amendsContractId && <span className="font-normal text-muted-foreground"> · 수정 계약</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {c.myRole === "producer" ? "예술인" : "제작자"} {c.counterpartName} · {formatDate(c.updatedAt, "dot")}
                  </span>
                </Link>
                <span className="flex shrink-0 items-center gap-2">
                  <ContractStatusBadge status={c.status} />
                  <ContractStandingBadge supersededAt={c.supersededAt} terminatedAt={c.terminatedAt} terminationPending={c.terminationPending} />
                  {c.status === "signed" && (
                    <Button asChild size="sm" variant="outline">
                      <a
                        href={apiUrl("GET /api/contracts/{id}/pdf", { params: { id: c.id } })}
                        download
                        aria-label={`${c.projectTitle} ${c.amendsContractId ? "수정 계약서" : "계약서"} PDF 받기`}
                      >
                        <Download aria-hidden="true" />
                        PDF
                      </a>
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
