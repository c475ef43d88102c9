import { usePageTitle } from "@/lib/page-title";
import { useArtistTags } from "../api/get-artist-tags";
import { useArtists } from "../api/get-artists";
import { DirectoryView } from "../components/directory-view";

/** /artists: search, tag chips, region and sort in the address; cards link to /artists/{id}. */
export function ArtistsPage() {
  usePageTitle("아티스트 찾기", "회화·조각·사진·공연까지, 프로젝트를 함께할 아티스트를 분야와 지역으로 찾아보세요.");
  const tags = useArtistTags();
  return (
    <DirectoryView
      kind="artist"
      title="아티스트 찾기"
      lead="분야와 지역으로 프로젝트를 함께할 아티스트를 찾아보세요."
      searchPlaceholder="이름, 분야, 소개 검색"
      useList={useArtists}
      tags={tags}
    />
  );
}
