import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix's modal dialogs hand focus back on close only to their own <Trigger>. Most of the app's dialogs
 * open from state instead (a button's onClick, a menu item, the wizard's header button), so closing one
 * dropped focus to the start of the page and a keyboard user had to tab back from the top. This keeps
 * what had focus when the dialog opened and returns there on close while it is still on the page;
 * otherwise (the opener is gone) Radix's own rule applies. A caller's own handlers run first and win
 * by calling preventDefault.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix fires this before it moves focus into the dialog: the active element is the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const el = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !el?.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
