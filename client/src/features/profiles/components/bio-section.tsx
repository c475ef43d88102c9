import { UserRound } from "lucide-react";
import { realBio } from "../lib/profile-display";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export function BioSection({ bio, isOwner, onEdit }: { bio: string | null; isOwner: boolean; onEdit: () => void }) {
  const text = realBio(bio);
  return (
    <SectionCard id="bio" title="소개" icon={<UserRound />} onEdit={isOwner ? onEdit : undefined} editLabel="소개 수정">
      {text ? (
        <p className="text-[15px] leading-relaxed break-words whitespace-pre-line">{text}</p>
      ) : (
        <SectionEmpty>{isOwner ? "자기소개를 작성해 나를 알려보세요." : "아직 작성된 소개가 없습니다."}</SectionEmpty>
      )}
    </SectionCard>
  );
}
