import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FolderPlus, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SuggestedArtistsCard } from "@/features/invitations/exports";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";

/**
 * The producer dashboard's '추천 아티스트' tab (issue 13): artists suggested for one of the producer's
 * recruiting projects, by the same ranking as the project page's card (GET /api/projects/{id}/suggested-artists),
 * each with an invite button. The newest recruiting project is chosen first.
 */
export function ProducerSuggestionsTab({ onCreate }: { onCreate: () => void }) {
  const projects = useQuery(myProjectsQueryOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();

  if (projects.isPending) return <ListSkeleton rows={2} />;
  if (projects.isError) return <ListError what="프로젝트" onRetry={() => void projects.refetch()} />;

  const recruiting = projects.data.filter((p) => p.status === "published");
  if (recruiting.length === 0) {
    return (
      <ListEmpty
        icon={<Sparkles />}
        title="모집 중인 프로젝트가 없습니다"
        description="프로젝트를 게시하면 태그와 지역이 맞는 아티스트를 추천해 드립니다."
        action={
          <Button onClick={onCreate} aria-haspopup="dialog">
            <FolderPlus aria-hidden="true" />새 프로젝트
          </Button>
        }
      />
    );
  }
  const project = recruiting.find((p) => p.id === chosen) ?? recruiting[0]!;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor={selectId}>추천받을 프로젝트</Label>
        <NativeSelect id={selectId} value={project.id} onChange={(e) => setChosen(Number(e.target.value))}>
          {recruiting.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SuggestedArtistsCard key={project.id} project={project} />
    </div>
  );
}
