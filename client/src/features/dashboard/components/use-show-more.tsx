import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Long dashboard lists show this many cards at first, and as many more per click. */
export const LIST_STEP = 10;

/**
 * The first cards of a long list and a '더 보기' button for the rest. `resetKey` (the filter and
 * sort) starts over from the first page when it changes.
 */
export function useShowMore<T>(items: T[], resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: LIST_STEP });
  const count = state.key === resetKey ? state.count : LIST_STEP;
  const visible = items.slice(0, count);
  const rest = items.length - visible.length;
  const more =
    rest > 0 ? (
      <div className="mt-4 flex justify-center">
        <Button variant="outline" onClick={() => setState({ key: resetKey, count: count + LIST_STEP })}>
          <ChevronDown aria-hidden="true" />더 보기 ({rest.toLocaleString("ko-KR")}건 남음)
        </Button>
      </div>
    ) : null;
  return { visible, more };
}
