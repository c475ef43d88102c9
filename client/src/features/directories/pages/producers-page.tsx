import { usePageTitle } from "@/lib/page-title";
import { useProducerTags } from "../api/get-producer-tags";
import { useProducers } from "../api/get-producers";
import { DirectoryView } from "../components/directory-view";

/** /producers: like /artists, with a rating sort; cards link to /producers/{id}. */
export function ProducersPage() {
  usePageTitle("제작자 찾기", "전시·공연·영화·음악 프로젝트를 기획하는 제작자를 분야와 지역으로 찾아보세요.");
  const tags = useProducerTags();
  return (
    <DirectoryView
      kind="producer"
      title="제작자 찾기"
      lead="전시·공연·영화·음악 프로젝트를 기획하는 제작자를 만나 보세요."
      searchPlaceholder="이름, 분야, 소개 검색"
      useList={useProducers}
      tags={tags}
    />
  );
}
