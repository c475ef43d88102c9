import { lazy, Suspense, useState } from "react";
import { BellPlus } from "lucide-react";
import type { SavedSearchScope } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/exports";

const SaveSearchDialog = lazy(() => import("./save-search-dialog"));
const preload = () => void import("./save-search-dialog");
interface SaveSearchButtonProps {
  scope: SavedSearchScope;
  /** The list's address-bar query (without '?'), saved as it is and checked by the list's own schema. */
  query: string;
  /** A name to start from (the search words, say). */
  suggestedName: string;
  /** Saving needs at least one filter; the button is disabled otherwise. */
  disabled?: boolean;
  className?: string;
}

/** "검색 저장": names the current filters and picks how often new matches are told; signed-in users only. */
export function SaveSearchButton({ scope, query, suggestedName, disabled, className }: SaveSearchButtonProps) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!isAuthenticated) return null;

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <BellPlus className="size-4" aria-hidden />
        검색 저장
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SaveSearchDialog scope={scope} query={query} suggestedName={suggestedName} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
