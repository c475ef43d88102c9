import { useEffect } from "react";

export const SITE_NAME = "아트링크";
export const DEFAULT_DESCRIPTION = "아트링크는 전시·영화·공연·음악 제작자와 아티스트를 연결하는 문화예술 협업 마켓플레이스입니다.";

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Sets the page's <title> ("{title} | 아트링크") and meta description while the page is shown.
 * Every page calls it once; pages whose title depends on data call it again when the data arrives
 * (pass undefined while loading to keep the route's generic title).
 */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - 문화예술 협업 마켓플레이스`;
    setMeta("description", description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
