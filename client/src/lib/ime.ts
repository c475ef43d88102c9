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

/**
 * Every one-line box inside a form submits it on Enter (the browser's implicit submission), and most of
 * the app's forms (sign-in, sign-up, wizard, profile, contact, dialogs) have no key handler of their
 * own. One listener on the document, in the capture phase so it runs before any of them, holds the
 * Enter that only ends a composition in an <input>. Textareas take Enter as a line break and decide for
 * themselves (the message box sends on Enter and checks isComposing itself). Returns the remover.
 */
export function installImeEnterGuard(doc: Document = document): () => void {
  const onKeyDown = (e: globalThis.KeyboardEvent) => {
    if (e.key === "Enter" && e.target instanceof HTMLInputElement && isComposing(e)) e.preventDefault();
  };
  doc.addEventListener("keydown", onKeyDown, true);
  return () => doc.removeEventListener("keydown", onKeyDown, true);
}
