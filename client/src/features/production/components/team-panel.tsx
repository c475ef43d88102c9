import { useState, type FormEvent } from "react";
import { UserMinus, UserPlus } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { ListError, ListSkeleton } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { displayName } from "@/lib/format";
import { useAddTeamMember, useRemoveTeamMember, useTeam } from "../api/get-team";

/** The production team: the owner adds producers (found by name) as managers and removes them. */
export function TeamPanel({ projectId, isOwner }: { projectId: number; isOwner: boolean }) {
  const team = useTeam(projectId);
  const add = useAddTeamMember(projectId);
  const remove = useRemoveTeamMember(projectId);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const found = useQuery({
    queryKey: ["/api/producers", { search: query, for: "team" }] as const,
    queryFn: ({ signal }) => api("GET /api/producers", { query: { search: query }, signal }),
    enabled: isOwner && query.length > 0,
  });
  const members = new Set((team.data ?? []).map((m) => m.id));
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
            <Input aria-label="제작자 이름 검색" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="제작자 이름" />
            <Button type="submit" variant="outline">
              검색
            </Button>
          </form>
          {found.data && (
            <ul className="divide-y rounded-lg border">
              {found.data.items.length === 0 && <li className="p-3 text-sm text-muted-foreground">검색 결과가 없습니다.</li>}
              {found.data.items.map((p) => (
                <li key={p.id} className="flex items-center gap-3 p-3">
                  <span className="flex-1">{displayName(p)}</span>
                  <Button
                    size="sm"
                    disabled={members.has(p.id) || add.isPending}
                    onClick={() =>
                      add.mutate(p.id, {
                        onSuccess: () => toast.success(`${displayName(p)}님을 매니저로 추가했습니다`),
                        onError: (err) => toast.error("추가하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
                      })
                    }
                  >
                    <UserPlus aria-hidden="true" /> {members.has(p.id) ? "팀원" : "추가"}
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
