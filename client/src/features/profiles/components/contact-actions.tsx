import { useState } from "react";
import { Link } from "wouter";
import { FolderKanban, Lock, MessageCircle, Send, UserCheck, UserPlus } from "lucide-react";
import { toast } from "sonner";
import type { UserProfile } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AuthUser } from "@/features/auth/api/get-user";
import { MessageDialog } from "@/features/messages/exports";
import { displayName } from "@/lib/format";
import { errorMessage } from "@/lib/api-client";
import { useFollowUser } from "../api/follow-user";
import { useCanContact } from "../api/get-can-contact";
import { useInvitationCheck, type InvitationCheck } from "../api/get-invitation-check";

/** Spec: the invite button's words follow the collaboration history with this artist. */
export function inviteButtonLabel(history: InvitationCheck["collaborationHistory"] | undefined): string {
  if (history?.hasPastRejection) return "다른 프로젝트에 초대";
  if (history?.hasPastCollaboration) return "새 프로젝트에 초대";
  return "프로젝트 초대";
}

export interface ContactActionsProps {
  profile: UserProfile;
  viewer: AuthUser | null;
  onLoginRequired: () => void;
  onInvite: () => void;
}

/**
 * The buttons under someone else's name. Spec: contact only when canContact; an artist looking at
 * a producer without a connection sees how to get one and that producer's projects; a producer
 * looking at an artist sees the invite button; producers looking at producers see only the
 * projects link. Visitors get the login prompt from every button.
 */
export function ContactActions({ profile, viewer, onLoginRequired, onInvite }: ContactActionsProps) {
  const [messageOpen, setMessageOpen] = useState(false);
  const producerToProducer = viewer?.userType === "producer" && profile.userType === "producer";
  const producerToArtist = viewer?.userType === "producer" && profile.userType === "artist";
  const canContact = useCanContact(profile.id, !!viewer && !producerToProducer);
  const check = useInvitationCheck(profile.id, producerToArtist);
  const follow = useFollowUser(profile.id);
  const projectsLink = `/projects?producer=${encodeURIComponent(profile.id)}`;

  const toggleFollow = () => {
    if (!viewer) return onLoginRequired();
    follow.mutate(!profile.isFollowing, {
      onError: (err) => toast.error(profile.isFollowing ? "팔로우 취소 실패" : "팔로우 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
    });
  };

  const followButton = (
    <Button
      variant={profile.isFollowing ? "secondary" : "outline"}
      className="w-full"
      onClick={toggleFollow}
      disabled={follow.isPending}
      aria-pressed={profile.isFollowing}
    >
      {follow.isPending ? <Spinner /> : profile.isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {profile.isFollowing ? "팔로잉" : "팔로우"}
    </Button>
  );

  if (!viewer) {
    return (
      <div className="flex flex-col gap-2">
        <Button className="w-full" onClick={onLoginRequired}>
          <MessageCircle aria-hidden="true" />
          메시지 보내기
        </Button>
        {followButton}
      </div>
    );
  }

  if (producerToProducer) {
    return (
      <div className="flex flex-col gap-2">
        <Button asChild variant="outline" className="w-full">
          <Link href={projectsLink}>
            <FolderKanban aria-hidden="true" />
            프로젝트 보기
          </Link>
        </Button>
        {followButton}
      </div>
    );
  }

  const allowed = canContact.data?.canContact === true;
  let lockedNote: string | null = null;
  if (!allowed && !canContact.isPending) {
    if (viewer.userType === "artist" && profile.userType === "producer") lockedNote = "프로젝트 지원 후 연락 가능";
    else if (producerToArtist) lockedNote = "프로젝트 초대 후 연락 가능";
    else lockedNote = "프로젝트로 연결된 사용자와만 연락할 수 있습니다";
  }

  return (
    <div className="flex flex-col gap-2">
      {producerToArtist && (
        <Button className="w-full" onClick={onInvite} disabled={check.isPending}>
          {check.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {check.isPending ? "상태 확인 중..." : inviteButtonLabel(check.data?.collaborationHistory)}
        </Button>
      )}
      <Button
        variant={producerToArtist ? "outline" : "default"}
        className="w-full"
        disabled={!allowed}
        onClick={() => setMessageOpen(true)}
        aria-describedby={lockedNote ? "contact-locked-note" : undefined}
      >
        {canContact.isPending ? <Spinner /> : allowed ? <MessageCircle aria-hidden="true" /> : <Lock aria-hidden="true" />}
        메시지 보내기
      </Button>
      {lockedNote && (
        <p id="contact-locked-note" className="text-center text-xs text-muted-foreground">
          {lockedNote}
        </p>
      )}
      {viewer.userType === "artist" && profile.userType === "producer" && (
        <Button asChild variant="outline" className="w-full">
          <Link href={projectsLink}>
            <FolderKanban aria-hidden="true" />이 제작자의 프로젝트 보기
          </Link>
        </Button>
      )}
      {followButton}
      {allowed && <MessageDialog receiverId={profile.id} receiverName={displayName(profile)} open={messageOpen} onOpenChange={setMessageOpen} />}
    </div>
  );
}
