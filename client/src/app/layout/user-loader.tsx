import { LoadingView } from "./loading-view";

/** Full-page loader while the signed-in user is being determined. */
export function UserLoader() {
  return <LoadingView size="lg" message="사용자 정보를 불러오는 중..." subMessage="잠시만 기다려주세요" />;
}
