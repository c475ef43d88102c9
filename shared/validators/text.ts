import type { z } from "zod";

/** What a one-line field (a title, a name, a place) says when it holds a line break. */
export const singleLineMessage = "줄바꿈 없이 한 줄로 입력해주세요";

const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/**
 * Refuses line breaks in a one-line field (issue 30: project titles could hold them, and cards, mail
 * subjects and PDFs then broke their layout). Applied after trim, so a trailing newline is trimmed away.
 */
export function singleLine<S extends z.ZodType>(schema: S): S {
  return schema.refine((v) => typeof v !== "string" || !LINE_BREAK.test(v), { message: singleLineMessage }) as S;
}
