/**
 * Password strength for the meter (issue 25), with zxcvbn-ts and its common dictionaries and keyboard
 * graphs (there is no Korean language pack; the Korean words are ours). Loaded on demand only: the
 * dictionaries are large, and only the sign-up, reset and change-password forms ever call this. The
 * server keeps its own rules (length, breached list, e-mail's local part); this only advises.
 */
export interface PasswordStrength {
  /** 0 (매우 약함) to 4 (매우 강함). */
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  hints: string[];
}

export const STRENGTH_LABELS = ["매우 약함", "약함", "보통", "강함", "매우 강함"] as const;

type Checker = (password: string, userInputs: string[]) => { score: number; sequence: Array<{ pattern: string }> };
let checker: Promise<Checker> | undefined;

function load(): Promise<Checker> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const z = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, useLevenshteinDistance: true });
    return (password, userInputs) => z.check(password, userInputs);
  });
  return checker;
}

const HINTS: Record<string, string> = {
  dictionary: "흔히 쓰는 단어나 유출된 비밀번호와 비슷합니다. 나만 아는 단어 여러 개를 이어 보세요.",
  repeat: "같은 글자나 묶음을 반복하지 마세요.",
  sequence: "abc, 1234처럼 이어지는 글자는 쉽게 추측됩니다.",
  spatial: "qwerty처럼 키보드에서 나란한 글자는 쉽게 추측됩니다.",
  date: "날짜나 연도는 쉽게 추측됩니다.",
};

/** The strength of `password`; `userInputs` (e-mail, names) count as guessable words. */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const check = await load();
  const inputs = userInputs.flatMap((v) => [v, v.split("@")[0] ?? ""]).filter((v) => v.length >= 3);
  const result = check(password, inputs);
  const score = Math.max(0, Math.min(4, result.score)) as PasswordStrength["score"];
  const hints = new Set<string>();
  for (const m of result.sequence) if (HINTS[m.pattern]) hints.add(HINTS[m.pattern]!);
  if (password.length < 12 && score < 4) hints.add("12자 이상으로 길게 만들수록 안전합니다.");
  if (inputs.some((i) => password.toLowerCase().includes(i.toLowerCase()))) hints.add("이메일 주소나 이름이 들어가지 않게 해주세요.");
  return { score, label: STRENGTH_LABELS[score], hints: score >= 3 ? [] : [...hints].slice(0, 2) };
}
