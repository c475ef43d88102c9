import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { MapPin, RefreshCw, Sparkles, Tag, UserPlus, UserSearch } from "lucide-react";
import type { ProjectDetail } from "@shared/api-types";
import { InviteDialog } from "@/features/profiles/exports";
import { projectQueryOptions } from "@/features/projects/api/get-project";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { displayName, initials } from "@/lib/format";
import { useSuggestedArtists, type SuggestedArtist } from "../api/get-suggested-artists";

/**
 * The producer's invite flow on their published project's page (issue 13): artists whose specialty
 * tags and region match the project's, best first, each with why, and an invite button that opens the
 * invite dialog with this project chosen. Artists who applied or were invited already are not listed.
 */
export function SuggestedArtistsCard({ project }: { project: Pick<ProjectDetail, "id" | "title"> }) {
  const queryClient = useQueryClient();
  const suggestions = useSuggestedArtists(project.id);
  const [inviting, setInviting] = useState<SuggestedArtist | null>(null);

  let body;
  if (suggestions.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="추천 아티스트를 불러오는 중">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (suggestions.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 py-4 text-center">
        <p className="text-sm text-muted-foreground">추천 아티스트를 불러오지 못했습니다.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void suggestions.refetch()} disabled={suggestions.isRefetching}>
          {suggestions.isRefetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          다시 불러오기
        </Button>
      </div>
    );
  } else if (suggestions.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
        <UserSearch className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-semibold">추천할 아티스트가 아직 없습니다</p>
        <p className="text-xs text-muted-foreground">프로젝트의 태그나 지역과 맞는 아티스트가 없거나, 이미 모두 지원·초대했습니다.</p>
        <Button asChild variant="outline" size="sm" className="mt-1">
          <Link href="/artists">아티스트 찾아보기</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-label="추천 아티스트 목록">
        {suggestions.data.map((a) => {
          const name = displayName(a) || "이름 없음";
          return (
            <li key={a.id} className="flex items-start gap-3">
              <Link
                href={`/artists/${a.id}`}
                className="-m-1 flex min-w-0 flex-1 items-start gap-3 rounded-md p-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Avatar className="size-10 shrink-0">
                  {a.profileImageUrl && <AvatarImage src={a.profileImageUrl} alt="" />}
                  <AvatarFallback>{initials(a)}</AvatarFallback>
                </Avatar>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="truncate text-sm font-medium">{name}</span>
                  {a.matchedTags.length > 0 && (
                    <span className="flex items-start gap-1 text-xs text-muted-foreground">
                      <Tag className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                      <span className="break-words">전문 분야 일치: {a.matchedTags.join(", ")}</span>
                    </span>
                  )}
                  {a.sameLocation && a.location && (
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPin className="size-3 shrink-0" aria-hidden="true" />
                      같은 지역: {a.location}
                    </span>
                  )}
                </span>
              </Link>
              <Button type="button" size="sm" variant="outline" className="shrink-0" onClick={() => setInviting(a)} aria-label={`${name}님 초대`}>
                <UserPlus aria-hidden="true" />
                초대
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          추천 아티스트
        </CardTitle>
        <CardDescription>프로젝트의 태그·지역과 전문 분야·활동 지역이 맞는 아티스트입니다.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {inviting && (
        <InviteDialog
          artistId={inviting.id}
          artistName={displayName(inviting) || "아티스트"}
          projectId={project.id}
          open
          onOpenChange={(open) => !open && setInviting(null)}
          // The project's key prefixes the suggestions: the invited artist leaves the list, the invitation count moves.
          onInvited={() => void queryClient.invalidateQueries({ queryKey: projectQueryOptions(project.id).queryKey })}
        />
      )}
    </Card>
  );
}
