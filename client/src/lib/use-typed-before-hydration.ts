import { useEffect, type RefObject } from "react";

/**
 * A box the server rendered (a visitor's / and /projects) can be typed in before the page's script has
 * taken over: the browser shows that text, but React's state never saw it, so the search ignored it.
 * Once mounted, the box's own text is adopted as if typed now. Runs once; a client-rendered box starts
 * empty and is left alone.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, text: string, setText: (text: string) => void) {
  useEffect(() => {
    const typed = ref.current?.value ?? "";
    if (typed && typed !== text) setText(typed);
    // Only the first render's text matters: what the server rendered against what the browser now shows.
  }, []);
}
