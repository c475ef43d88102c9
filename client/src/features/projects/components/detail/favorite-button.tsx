import { Heart } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useToggleFavorite } from "../../api/toggle-favorite";
import { useUnauthorizedHandler } from "@/features/auth/exports";

export interface FavoriteButtonProps {
  projectId: number;
  isFavorite: boolean;
  signedIn: boolean;
  /** Guests get the login prompt instead of a call that would answer 401. */
  onLoginRequired: () => void;
  className?: string;
}

/** The heart: flips at once (optimistic) and rolls back when the call fails. */
export function FavoriteButton({ projectId, isFavorite, signedIn, onLoginRequired, className }: FavoriteButtonProps) {
  const toggle = useToggleFavorite(projectId);
  const handleUnauthorized = useUnauthorizedHandler();

  const onClick = () => {
    if (!signedIn) {
      onLoginRequired();
      return;
    }
    toggle.mutate(undefined, {
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        toast.error("관심 프로젝트 처리 중 오류가 발생했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    });
  };

  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={onClick}
      aria-pressed={signedIn ? isFavorite : undefined}
      aria-label={isFavorite ? "관심 프로젝트에서 삭제" : "관심 프로젝트에 추가"}
      className={cn("rounded-full bg-background/90 shadow-sm hover:bg-background", className)}
    >
      <Heart className={cn("size-5!", isFavorite ? "fill-rose-500 text-rose-500" : "text-foreground")} aria-hidden="true" />
    </Button>
  );
}
