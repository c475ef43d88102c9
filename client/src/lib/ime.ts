import type { KeyboardEvent } from "react";

/**
 * True while an input method (Hangul, kana...) is composing: the Enter that ends a syllable then belongs
 * to the IME, not to the form. Chromium also reports keyCode 229 for keys the IME consumes, and Safari
 * fires the final keydown after compositionend with isComposing already false but keyCode 229.
 */
export function isComposing(e: KeyboardEvent | globalThis.KeyboardEvent): boolean {
  const native = "nativeEvent" in e ? e.nativeEvent : e;
  return native.isComposing || native.keyCode === 229;
}

/**
 * onKeyDown for a search form or a one-line box whose Enter submits: an Enter that only finishes a
 * syllable must not submit half of it (implicit form submission happens on keydown).
 */
export function holdEnterWhileComposing(e: KeyboardEvent) {
  if (e.key === "Enter" && isComposing(e)) e.preventDefault();
}
