/**
 * Answer shapes of the API, written once here: the server's services are typed with them and the
 * client's fetchers infer from them. Dates travel as ISO strings ('YYYY-MM-DD' for date-only fields).
 */
import type { ApplicationStatus, InvitationStatus, ProjectStatus, UserType } from "./constants";

export interface TagRef {
  id: number;
  name: string;
}
export interface Tag extends TagRef {
  slug: string;
  usageCount: number;
  isPopular?: boolean;
}
export interface Location {
  id: number;
  code: string;
  name: string;
  region: string | null;
}

/** The producer as shown on cards and the project page; e-mail only for signed-in viewers. */
export interface ProjectProducer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  isDeleted: boolean;
}

export interface ProjectCard {
  id: number;
  title: string;
  description: string;
  budget: string | null;
  location: string | null;
  startDate: string | null;
  endDate: string | null;
  deadline: string | null;
  requirements: string | null;
  status: ProjectStatus;
  producerId: string;
  imageUrl: string | null;
  /** WebP variant of imageUrl for lists and cards. */
  thumbnailUrl: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  producer: ProjectProducer | null;
  tags: TagRef[];
  applicationCount: number;
  acceptedCount: number;
  invitationCount: number;
}

export interface ViewerApplication {
  id: number;
  projectId: number;
  artistId: string;
  coverLetter: string | null;
  status: ApplicationStatus;
  reason: string | null;
  appliedAt: string;
  updatedAt: string;
}
export interface ViewerInvitation {
  id: number;
  projectId: number;
  producerId: string;
  artistId: string;
  message: string | null;
  status: InvitationStatus;
  createdAt: string;
}

export interface ProjectDetail extends ProjectCard {
  /** Average review rating on this project, one decimal, or null when there is none. */
  avgRating: number | null;
  myApplication: ViewerApplication | null;
  myInvitation: ViewerInvitation | null;
  isFavorite: boolean;
  isOwner: boolean;
}

export interface ProjectPage {
  items: ProjectCard[];
  total: number;
  hasMore: boolean;
}

export interface PublicStats {
  projects: number;
  artists: number;
  reviews: number;
  averageRating: number;
}

export interface PublicArtist {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  yearsOfExperience: number | null;
  userType: UserType;
  averageRating: number | null;
  totalReviews: number;
  tags: TagRef[];
  portfolios: Array<{ title: string; imageUrl: string | null; featured: boolean }>;
}

export interface UploadResult {
  fileUrl: string;
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  size: number;
}

export interface FavoriteToggle {
  isFavorite: boolean;
}

/** One accepted artist of a project (GET /api/projects/{id}/accepted-artists, owner only). */
export interface AcceptedArtist {
  applicationId: number;
  status: ApplicationStatus;
  artist: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
    isDeleted: boolean;
    specialties: string[];
  };
}

export interface ReviewPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isDeleted: boolean;
}

/** One review as GET /api/projects/{id}/reviews answers it, newest first. */
export interface ProjectReview {
  id: number;
  projectId: number;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  reviewer: ReviewPerson;
  reviewee: ReviewPerson;
  project: { title: string };
}

/** One row of GET /api/conversations: the newest message with one counterpart, newest first. */
export interface ConversationSummary {
  userId: string;
  /** '탈퇴한 사용자' for a withdrawn account. */
  userName: string;
  userType: UserType;
  /** Never sent in a list; kept for the spec's shape. */
  userEmail: null;
  profileImageUrl: string | null;
  /** Up to 3 specialty tag names. */
  specialties: string[];
  location: string | null;
  lastMessage: string;
  lastMessageTime: string;
  lastMessageType: "regular" | "invitation" | "system";
  unreadCount: number;
  isDeleted: boolean;
  /** The viewer blocked this user (listed so it can be unblocked). */
  isBlocked: boolean;
}

export interface ConversationCounterpart {
  id: string;
  userName: string;
  userType: UserType;
  profileImageUrl: string | null;
  isDeleted: boolean;
}

/** GET /api/conversations/{userId}/context: the newest shared project and whether a new message may be sent. */
export interface ConversationContext {
  projectTitle: string | null;
  projectId: number | null;
  connectionType: "application" | "invitation" | null;
  totalConnections: number;
  canSend: boolean;
  /** Why sending is off, in Korean; null when canSend. */
  reason: string | null;
  counterpart: ConversationCounterpart;
  isBlockedByMe: boolean;
}

export interface ThreadMessage {
  id: number;
  senderId: string;
  receiverId: string;
  content: string;
  read: boolean;
  createdAt: string;
  messageType: "regular" | "invitation" | "system";
  projectId: number | null;
  invitationStatus: InvitationStatus | null;
  /** For invitation-type messages: the invitation they announce, so the receiver can answer it. */
  invitationId: number | null;
}

/** GET /api/messages/{userId}: a page of the thread, oldest first; hasMore when older messages exist. */
export interface MessageThread {
  items: ThreadMessage[];
  hasMore: boolean;
}

export interface BlockState {
  blocked: boolean;
}
