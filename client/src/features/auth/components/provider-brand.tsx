import type { OAuthProviderId } from "@shared/api-types";
import { cn } from "@/lib/cn";

export const providerName: Record<OAuthProviderId, string> = { kakao: "카카오", naver: "네이버", google: "Google" };

/** Each provider's own button label and colours (their brand guides: Kakao yellow, Naver green, Google white). */
export const providerBrand: Record<OAuthProviderId, { label: string; className: string }> = {
  kakao: { label: "카카오로 시작하기", className: "bg-[#FEE500] text-black/85 hover:bg-[#FEE500]/90 border-transparent" },
  naver: { label: "Naver로 시작하기", className: "bg-[#03C75A] text-white hover:bg-[#03C75A]/90 border-transparent" },
  google: { label: "Google로 시작하기", className: "bg-white text-[#1F1F1F] hover:bg-neutral-50 border-[#747775]" },
};

/** The provider's symbol (Kakao speech bubble, Naver N, Google G), decorative. */
export function ProviderIcon({ provider, className }: { provider: OAuthProviderId; className?: string }) {
  const c = cn("size-[18px] shrink-0", className);
  if (provider === "kakao") {
    return (
      <svg viewBox="0 0 24 24" className={c} aria-hidden="true">
        <path
          fill="#000"
          d="M12 3C6.48 3 2 6.52 2 10.86c0 2.8 1.86 5.26 4.66 6.65l-.95 3.47c-.08.3.26.54.52.37l4.14-2.74c.53.06 1.07.1 1.63.1 5.52 0 10-3.52 10-7.85S17.52 3 12 3Z"
        />
      </svg>
    );
  }
  if (provider === "naver") {
    return (
      <svg viewBox="0 0 24 24" className={c} aria-hidden="true">
        <path fill="#fff" d="M16.27 12.85 7.46 0H0v24h7.73V11.15L16.54 24H24V0h-7.73z" transform="translate(4 4) scale(.667)" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className={c} aria-hidden="true">
      <path fill="#4285F4" d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.57 5.57 0 0 1-2.4 3.58v3h3.86c2.26-2.09 3.56-5.17 3.56-8.82Z" />
      <path fill="#34A853" d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.86-3c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.29v3.09A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.27 14.29A7.2 7.2 0 0 1 4.89 12c0-.79.14-1.56.38-2.29V6.62H1.29A12 12 0 0 0 0 12c0 1.94.46 3.77 1.29 5.38l3.98-3.09Z" />
      <path fill="#EA4335" d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42A11.96 11.96 0 0 0 12 0 12 12 0 0 0 1.29 6.62l3.98 3.09C6.22 6.86 8.87 4.75 12 4.75Z" />
    </svg>
  );
}
