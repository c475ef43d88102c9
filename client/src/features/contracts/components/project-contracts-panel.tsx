import { useState } from "react";
import { FilePlus2, FileText, NotebookPen } from "lucide-react";
import { Link, useLocation } from "wouter";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useDraftContract } from "../api/draft-contract";
import { useProjectContracts } from "../api/get-project-contracts";
import { useRecordOfflineContract } from "../api/record-offline-contract";
import { ContractStandingBadge, ContractStatusBadge } from "./contract-status-badge";

/**
 * The '서면계약' section of the owner's management panel: one row per accepted artist with their
 * contract (draft one, open it), the start gate explained, and the record of contracts made outside.
 */
export function ProjectContractsPanel({ projectId }: { projectId: number }) {
  const contracts = useProjectContracts(projectId);
  const draft = useDraftContract();
  const offline = useRecordOfflineContract();
  const [, navigate] = useLocation();
  const [offlineOpen, setOfflineOpen] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const data = contracts.data;
  const closed = data?.projectStatus === "completed" || data?.projectStatus === "cancelled";

  const startDraft = (artistId: string) =>
    draft.mutate(
      { projectId, artistId },
      {
        onSuccess: (c) => navigate(`/contracts/${c.id}`),
        onError: (err) => toast.error("계약서를 만들지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );
  const saveOffline = () => {
    if (note.trim().length < 5) return setNoteError("외부에서 작성한 계약서에 대해 5자 이상 기록해주세요.");
    offline.mutate(
      { projectId, note: note.trim() },
      {
        onSuccess: () => {
          setOfflineOpen(false);
          toast.success("외부 계약을 기록했습니다", { description: "이제 프로젝트를 시작할 수 있습니다." });
        },
        onError: (err) => setNoteError(errorMessage(err, "기록하지 못했습니다.")),
      },
    );
  };

  return (
    <section aria-labelledby="contracts-title" className="flex flex-col gap-3 border-t pt-4" data-testid="project-contracts">
      <h3 id="contracts-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <FileText className="size-4" aria-hidden="true" />
        서면계약
      </h3>
      {contracts.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : contracts.isError || !data ? (
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          계약서 목록을 불러오지 못했습니다.
          <Button size="sm" variant="outline" onClick={() => void contracts.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <>
          {data.projectStatus === "published" && (
            <p className={data.gate.ready ? "text-xs text-muted-foreground" : "rounded-md bg-amber-50 p-2 text-xs text-amber-900"}>
              {data.gate.ready
                ? data.gate.offline
                  ? "외부 계약이 기록되어 프로젝트를 시작할 수 있습니다."
                  : "모든 참여 예술인과 계약서 서명이 끝나 프로젝트를 시작할 수 있습니다."
                : "예술인 복지법에 따라 참여 예술인 모두와 서면계약을 마쳐야 프로젝트를 시작할 수 있습니다. 계약서를 보내 서명을 받거나, 플랫폼 밖에서 작성했다면 기록을 남겨주세요."}
            </p>
          )}
          {!data.artists.length ? (
            <p className="text-sm text-muted-foreground">승인된 아티스트가 생기면 여기에서 계약서를 작성할 수 있습니다.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.artists.map(({ artist, contract }) => (
                <li key={artist.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{artist.name}</span>
                    {contract && (
                      <span className="text-xs text-muted-foreground">
                        {contract.amendsContractId ? "수정 계약 · " : ""}
                        {formatDate(contract.updatedAt, "dot")} 변경
                      </span>
                    )}
                  </span>
                  {contract ? (
                    <span className="flex shrink-0 items-center gap-2">
                      <ContractStatusBadge status={contract.status} />
                      <ContractStandingBadge supersededAt={null} terminatedAt={contract.terminatedAt} />
                      <Button asChild size="sm" variant="outline">
                        <Link href={`/contracts/${contract.id}`} aria-label={`${artist.name} 계약서 열기`}>
                          열기
                        </Link>
                      </Button>
                    </span>
                  ) : (
                    !closed && (
                      <Button size="sm" onClick={() => startDraft(artist.id)} disabled={draft.isPending} aria-label={`${artist.name} 계약서 작성`}>
                        {draft.isPending && draft.variables?.artistId === artist.id ? <Spinner /> : <FilePlus2 aria-hidden="true" />}
                        계약서 작성
                      </Button>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.offlineRecord ? (
            <p className="rounded-md bg-muted/60 p-2 text-xs text-muted-foreground">
              외부 계약 기록 ({formatDate(data.offlineRecord.recordedAt, "dot")}): {data.offlineRecord.note}
            </p>
          ) : (
            data.projectStatus === "published" &&
            data.artists.length > 0 &&
            (offlineOpen ? (
              <div className="flex flex-col gap-2">
                <Label htmlFor="offline-note" className="text-xs">
                  외부 계약 기록 (필수 메모)
                </Label>
                <Textarea
                  id="offline-note"
                  rows={3}
                  value={note}
                  onChange={(e) => {
                    setNote(e.target.value);
                    setNoteError(null);
                  }}
                  placeholder="예: 3월 2일 종이 계약서 2부 작성, 각자 1부씩 보관"
                  aria-invalid={!!noteError}
                />
                {noteError && (
                  <p className="text-xs text-destructive" role="alert">
                    {noteError}
                  </p>
                )}
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={() => setOfflineOpen(false)}>
                    취소
                  </Button>
                  <Button size="sm" onClick={saveOffline} disabled={offline.isPending}>
                    {offline.isPending && <Spinner />}
                    기록하기
                  </Button>
                </div>
              </div>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setOfflineOpen(true)} className="self-start">
                <NotebookPen aria-hidden="true" />
                플랫폼 밖에서 계약했어요
              </Button>
            ))
          )}
        </>
      )}
    </section>
  );
}
