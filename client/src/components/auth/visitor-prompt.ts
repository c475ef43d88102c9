import { useEffect, useState } from "react";
import { LOGIN_PROMPT_DELAY_MS } from "@shared/constants";

/** sessionStorage key: the visitor has been shown the sign-up prompt in this visit (tab session). */
const SHOWN_KEY = "artlink.visitorPromptShown";

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return false; // storage blocked: the prompt still shows once per page
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // storage blocked (private mode of some browsers): nothing to remember
  }
}

/**
 * The visitor's sign-up prompt on project and profile pages (spec: about a second after load). Shown once
 * per visit: once it has appeared (and so once '나중에 할게요' dismissed it) it does not come back on the
 * next project or profile page of the same tab session (issue 31: a link shared on KakaoTalk opened
 * behind the modal on every page). `ready`: a visitor (not signed in) whose page has loaded. The open state
 * is also the page's, for actions that need signing in (those open it whenever asked).
 */
export function useVisitorPrompt(ready: boolean, page: unknown): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ready || alreadyShown()) return;
    const timer = window.setTimeout(() => {
      markShown();
      setOpen(true);
    }, LOGIN_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, page]);
  return [open, setOpen];
}
