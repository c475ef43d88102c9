import type { SavedSearchFrequency } from "@shared/constants";

export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: "즉시 알림",
  daily: "매일 오전 9시",
  weekly: "매주 월요일 오전 9시",
};
