import { useEffect, useRef, useState, type FormEvent } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's typed text, committed (cleaned) about 300 ms after typing stops or at once on submit.
 * When `value` changes from outside (Back, a removed chip, clear-all), the box shows it.
 * While an IME composes (Korean input) the box holds the unfinished syllable: no timer runs then, so a
 * pause mid-syllable never searches half of it; the pause counts from the end of the composition.
 * Spread `composition` on the form (composition events bubble) or on the input.
 */
export function useDebouncedCommit(value: string, onCommit: (text: string) => void, clean: (text: string) => string) {
  const [text, setText] = useState(value);
  const [composing, setComposing] = useState(false);
  const valueRef = useRef(value);
  const committedRef = useRef(value);
  const onCommitRef = useRef(onCommit);
  const cleanRef = useRef(clean);

  useEffect(() => {
    onCommitRef.current = onCommit;
    cleanRef.current = clean;
  }, [onCommit, clean]);

  useEffect(() => {
    valueRef.current = value;
    if (value !== committedRef.current) {
      committedRef.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (raw: string) => {
    const cleaned = cleanRef.current(raw);
    if (cleaned === valueRef.current) return false;
    committedRef.current = cleaned;
    onCommitRef.current(cleaned);
    return true;
  };

  useEffect(() => {
    if (composing || cleanRef.current(text) === valueRef.current) return;
    const timer = window.setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // commit reads only refs, so the timer restarts on typing (and on the end of a composition) alone.
  }, [text, composing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit(text);
  };

  const composition = {
    onCompositionStart: () => setComposing(true),
    onCompositionEnd: () => setComposing(false),
  };

  return { text, setText, submit, composition };
}
