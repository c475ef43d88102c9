/**
 * The browser and system of a User-Agent in words for people ('Chrome · Windows'), as '로그인된 기기'
 * and the sign-in history show them. Brand names stay as their makers write them; what cannot be told
 * is said in Korean.
 */
export function deviceLabel(userAgent: string | undefined | null): string {
  const ua = userAgent ?? "";
  return `${browserOf(ua)} · ${systemOf(ua)}`;
}

function browserOf(ua: string): string {
  if (/Whale\//.test(ua)) return "네이버 웨일";
  if (/SamsungBrowser\//.test(ua)) return "삼성 인터넷";
  if (/KAKAOTALK/i.test(ua)) return "카카오톡";
  if (/Edg(A|iOS)?\//.test(ua)) return "Edge";
  if (/OPR\/|Opera/.test(ua)) return "Opera";
  if (/Firefox\/|FxiOS\//.test(ua)) return "Firefox";
  if (/Chrome\/|CriOS\//.test(ua)) return "Chrome";
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return "Safari";
  if (/HeadlessChrome/.test(ua)) return "Chrome";
  return "알 수 없는 브라우저";
}

function systemOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return "iOS";
  if (/Android/.test(ua)) return "Android";
  if (/Windows/.test(ua)) return "Windows";
  if (/Mac OS X|Macintosh/.test(ua)) return "macOS";
  if (/CrOS/.test(ua)) return "ChromeOS";
  if (/Linux/.test(ua)) return "Linux";
  return "알 수 없는 기기";
}
