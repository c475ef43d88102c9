import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuditLog } from "../api/admin-api";
import { dateTime, ErrorLine, Loading, MoreButton, SectionTitle } from "./shared";

const ACTIONS: Array<[string, string]> = [
  ["", "모든 작업"],
  ["report.dismiss", "신고 기각"],
  ["report.hide", "신고 숨김"],
  ["report.delete", "신고 삭제"],
  ["user.suspend", "회원 정지"],
  ["user.unsuspend", "정지 해제"],
  ["user.suspension_expired", "정지 만료"],
  ["user.role", "역할 변경"],
  ["project.hide", "프로젝트 숨김"],
  ["project.unhide", "프로젝트 공개"],
  ["inquiry.reply", "문의 답변"],
  ["payment.decide", "결제 분쟁 결정"],
  ["payment.mismatch", "결제 대사 불일치"],
];
const actionName = Object.fromEntries(ACTIONS);

/** The audit trail: who did what to which item, why, from where and when. */
export function AuditSection() {
  const [action, setAction] = useState("");
  const [targetInput, setTargetInput] = useState("");
  const [targetId, setTargetId] = useState("");
  const q = useAuditLog({ action, targetId });
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  const actionId = useId();
  const targetIdId = useId();
  return (
    <section aria-labelledby="audit-title">
      <SectionTitle>
        <span id="audit-title">감사 기록</span>
      </SectionTitle>
      <form
        className="mb-4 grid gap-2 sm:flex sm:items-end"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setTargetId(targetInput.trim());
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={actionId}>작업</Label>
          <NativeSelect id={actionId} value={action} onChange={(e) => setAction(e.target.value)}>
            {ACTIONS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={targetIdId}>대상 ID</Label>
          <Input id={targetIdId} value={targetInput} onChange={(e) => setTargetInput(e.target.value)} maxLength={100} />
        </div>
        <Button type="submit" variant="outline">
          찾기
        </Button>
      </form>
      {q.isLoading ? (
        <Loading />
      ) : q.error ? (
        <ErrorLine error={q.error} />
      ) : rows.length === 0 ? (
        <EmptyState title="기록이 없습니다" />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full min-w-[640px] text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-2">
                  시각
                </th>
                <th scope="col" className="p-2">
                  운영자
                </th>
                <th scope="col" className="p-2">
                  작업
                </th>
                <th scope="col" className="p-2">
                  대상
                </th>
                <th scope="col" className="p-2">
                  사유
                </th>
                <th scope="col" className="p-2">
                  주소
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t align-top">
                  <td className="p-2 whitespace-nowrap">{dateTime(r.createdAt)}</td>
                  <td className="p-2 break-all">{r.actorEmail}</td>
                  <td className="p-2">{actionName[r.action] ?? r.action}</td>
                  <td className="p-2 break-all">
                    {r.targetType} {r.targetId}
                  </td>
                  <td className="p-2 break-words">{r.reason ?? "—"}</td>
                  <td className="p-2">{r.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreButton hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} />
    </section>
  );
}
