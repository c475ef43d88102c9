import { Link } from "wouter";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { AuthUser } from "@/features/auth/api/get-user";
import { useAcceptedArtists } from "@/features/projects/api/get-accepted-artists";
import { ReviewAction } from "@/features/projects/exports";
import { displayName, initials } from "@/lib/format";

export interface ProjectReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  projectTitle: string;
  viewer: AuthUser;
}

/**
 * Review registration of a completed project: the accepted artists, each with the project page's
 * review button (which opens the existing review dialog, or reads 후기 작성 완료).
 */
export function ProjectReviewsDialog({ open, onOpenChange, projectId, projectTitle, viewer }: ProjectReviewsDialogProps) {
  const artists = useAcceptedArtists(projectId, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>후기 등록</DialogTitle>
          <DialogDescription>‘{projectTitle}’에 참여한 아티스트에게 후기를 남겨주세요.</DialogDescription>
        </DialogHeader>
        {artists.isLoading ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : artists.isError ? (
          <p className="text-sm text-muted-foreground">참여 아티스트를 불러오지 못했습니다.</p>
        ) : !artists.data?.length ? (
          <p className="text-sm text-muted-foreground">승인된 아티스트가 없습니다.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {artists.data.map(({ applicationId, artist }) => (
              <li key={applicationId} className="flex items-center gap-3">
                <Link
                  href={`/artists/${artist.id}`}
                  className="-m-1 flex min-w-0 flex-1 items-center gap-3 rounded-md p-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Avatar className="size-10">
                    {artist.profileImageUrl && <AvatarImage src={artist.profileImageUrl} alt="" />}
                    <AvatarFallback>{initials(artist)}</AvatarFallback>
                  </Avatar>
                  <span className="truncate text-sm font-medium">{displayName(artist)}</span>
                </Link>
                {!artist.isDeleted && (
                  <ReviewAction
                    projectId={projectId}
                    projectTitle={projectTitle}
                    viewerId={viewer.id}
                    reviewee={{ id: artist.id, name: displayName(artist), role: "아티스트" }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
