import { useState, type FormEvent } from "react";
import { UserMinus, UserPlus } from "lucide-react";
import { toast } from "sonner";
import { ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { displayName } from "@/lib/format";
import { useAddTeamMember, useRemoveTeamMember, useTeam, useTeamCandidates } from "../api/get-team";

/** The production team: the owner adds producers (found by name or exact e-mail) as managers and removes them. */
export function TeamPanel({ projectId, isOwner }: { projectId: number; isOwner: boolean }) {
  const team = useTeam(projectId);
  const add = useAddTeamMember(projectId);
  const remove = useRemoveTeamMember(projectId);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  // Its own endpoint: only producers who may join (not the owner, not members, not withdrawn or suspended).
  const found = useTeamCandidates(projectId, query, isOwner);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(search.trim());
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="team-heading" className="space-y-3">
        <h2 id="team-heading" className="font-semibold">
          제작팀
        </h2>
        <p className="text-sm text-muted-foreground">
          매니저는 지원자를 보고 평가·메모하고, 오디션 일정을 잡을 수 있습니다. 프로젝트 수정, 상태 변경, 계약, 후기는 등록한 제작자만 할 수 있습니다.
        </p>
        {team.isPending ? (
          <ListSkeleton rows={2} />
        ) : team.isError ? (
          <ListError onRetry={() => void team.refetch()} what="제작팀" />
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="team-list">
            {team.data.map((m) => (
              <li key={m.id} className="flex items-center gap-3 p-3">
                <span className="flex-1 font-medium">{displayName(m)}</span>
                <Badge variant={m.role === "owner" ? "default" : "secondary"}>{m.role === "owner" ? "등록 제작자" : "매니저"}</Badge>
                {isOwner && m.role === "manager" && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${displayName(m)} 제외`}
                    onClick={() => remove.mutate(m.id, { onError: (err) => toast.error(errorMessage(err, "제외하지 못했습니다.")) })}
                  >
                    <UserMinus aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {isOwner && (
        <section aria-labelledby="team-add-heading" className="space-y-3">
          <h2 id="team-add-heading" className="font-semibold">
            매니저 추가
          </h2>
          <form onSubmit={onSearch} className="flex gap-2">
            <Input aria-label="제작자 이름 또는 이메일 검색" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="제작자 이름 또는 이메일" />
            <Button type="submit" variant="outline">
              검색
            </Button>
          </form>
          {found.data && (
            <ul className="divide-y rounded-lg border">
              {found.data.length === 0 && <li className="p-3 text-sm text-muted-foreground">추가할 수 있는 제작자가 없습니다.</li>}
              {found.data.map((p) => (
                <li key={p.id} className="flex items-center gap-3 p-3">
                  <span className="flex-1">{displayName(p)}</span>
                  <Button
                    size="sm"
                    disabled={add.isPending}
                    onClick={() =>
                      add.mutate(p.id, {
                        onSuccess: () => {
                          toast.success(`${displayName(p)}님을 매니저로 추가했습니다`);
                          void found.refetch();
                        },
                        onError: (err) => toast.error("추가하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
                      })
                    }
                  >
                    <UserPlus aria-hidden="true" /> 추가
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
