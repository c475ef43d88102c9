import type { z } from "zod";
import type * as contract from "./contract/responses";
/**
 * Answer shapes of the API, written once here: the server's services are typed with them and the
 * client's fetchers infer from them. Dates travel as ISO strings ('YYYY-MM-DD' for date-only fields).
 */
import type { ContractStatus, ContractTemplate, ContractTerms } from "./contracts";
import type { ApplicationStatus, InvitationStatus, MailKind, PostType, ProjectStatus, UserType } from "./constants";

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
  /** Matches, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** True when there are more matches than SEARCH_COUNT_CAP ("1,000개 이상"). */
  totalCapped: boolean;
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
export type AcceptedArtist = z.output<typeof contract.AcceptedArtist>;

export type ReviewPerson = z.output<typeof contract.ReviewPerson>;

/** One review as GET /api/projects/{id}/reviews answers it, newest first. */
export type ProjectReview = z.output<typeof contract.ProjectReview>;

/** The author of a community post or comment; a withdrawn account shows as 탈퇴한 사용자 (isDeleted, decision 004). */
export interface CommunityAuthor {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  isDeleted: boolean;
}

export interface CommunityPost {
  id: number;
  content: string;
  postType: PostType;
  tags: string[];
  imageUrl: string | null;
  /** WebP variant of imageUrl for the feed. */
  thumbnailUrl: string | null;
  author: CommunityAuthor;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  /** Whether the viewer liked it (false for visitors). */
  isLiked: boolean;
  isOwner: boolean;
}

export interface CommunityPostPage {
  items: CommunityPost[];
  /** Matches counted up to SEARCH_COUNT_CAP; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/**
 * A comment with its replies (oldest first). A deleted comment keeps its place for its replies:
 * content and author are null and the client shows 삭제된 댓글입니다.
 */
export interface CommunityComment {
  id: number;
  postId: number;
  parentId: number | null;
  content: string | null;
  isDeleted: boolean;
  isEdited: boolean;
  author: CommunityAuthor | null;
  createdAt: string;
  likeCount: number;
  isLiked: boolean;
  isOwner: boolean;
  replies: CommunityComment[];
}

/** Answer of the post and comment like toggles. */
export interface LikeToggle {
  isLiked: boolean;
  likeCount: number;
}

export interface ReportResult {
  reported: true;
}

/** Answer of POST and DELETE /api/users/{id}/follow: the viewer's state and the target's counts. */
export interface FollowState {
  isFollowing: boolean;
  followerCount: number;
  followingCount: number;
}

/** GET /api/community/popular-tags: tags by the number of visible posts using them. */
export interface CommunityTagCount {
  id: number;
  name: string;
  count: number;
}

/**
 * One card of GET /api/artists and /api/producers: the landing-page artist fields, with up to four
 * portfolio pictures (featured first, images only: a PDF has no picture) and, for producers, the
 * number of completed projects.
 */
export type PersonCard = z.output<typeof contract.PersonCard>;

export type PeoplePage = z.output<typeof contract.PeoplePage>;

export type Portfolio = z.output<typeof contract.Portfolio>;

export type Experience = z.output<typeof contract.Experience>;

export type Award = z.output<typeof contract.Award>;

export type Education = z.output<typeof contract.Education>;

/** A producer's project as the profile lists it (published, in progress or completed; never drafts). */
export type ProfileProject = z.output<typeof contract.ProfileProject>;

export type ProducerStats = z.output<typeof contract.ProducerStats>;

/** GET /api/users/{id} (also the answer of PUT /api/users/{id}). */
export type UserProfile = z.output<typeof contract.UserProfile>;

export type CanContact = z.output<typeof contract.CanContact>;

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

/**
 * A party of an invitation or application as dashboards show it. `email` is null unless the viewer is
 * the other party of that invitation or application (or the person themself).
 */
export type Person = z.output<typeof contract.Person>;

/** The project as dashboard lists of invitations and applications show it. */
export type DashboardProjectRef = z.output<typeof contract.DashboardProjectRef>;

/** One invitation in GET /api/invitations/received and /sent (newest first), and the answer of POST, cancel and respond. */
export type DashboardInvitation = z.output<typeof contract.DashboardInvitation>;

/** One application in GET /api/applications/my (artist) and GET /api/my-applications (producer), newest first. */
export type DashboardApplication = z.output<typeof contract.DashboardApplication>;

/** GET /api/invitations/artist-history/{artistId}: this producer's pending or accepted invitations to that artist. */
export type ArtistInvitationHistory = z.output<typeof contract.ArtistInvitationHistory>;

export type InvitableProject = z.output<typeof contract.InvitableProject>;

/** GET /api/invitations/check/{artistId} (producer). */
export type InvitationCheck = z.output<typeof contract.InvitationCheck>;

/** GET /api/dashboard/stats: the four header cards of the dashboard. */
export type DashboardStats = z.output<typeof contract.DashboardStats>;

/** GET /api/projects/{id}/reviews-completed (owner only). */
export type ReviewsCompleted = z.output<typeof contract.ReviewsCompleted>;

/** GET and PUT /api/account/mail-preferences: true means the mail of that kind is sent. */
export interface MailPreferences {
  preferences: Record<MailKind, boolean>;
}

/** GET /api/saved-searches (the owner's, newest first), and the answer of POST and PATCH. */
export interface SavedSearch {
  id: number;
  name: string;
  scope: import("./constants").SavedSearchScope;
  frequency: import("./constants").SavedSearchFrequency;
  paused: boolean;
  /** The filter as the list's schema parsed it. */
  query: import("./validators/saved-searches").SavedQuery;
  /** The list's address with this filter, e.g. "/projects?search=무용&location=서울". */
  path: string;
  createdAt: string;
}

/** GET /api/auth/providers: the sign-in providers switched on in this installation. */
export type OAuthProviderId = "kakao" | "naver" | "google";
export interface AuthProvidersAnswer {
  providers: OAuthProviderId[];
}

/** GET /api/auth/sign-in-methods: every way into the signed-in account. */
export interface SignInMethods {
  hasPassword: boolean;
  identities: Array<{ provider: OAuthProviderId; email: string | null; createdAt: string; lastUsedAt: string | null }>;
  passkeys: Array<{ id: number; name: string; createdAt: string; lastUsedAt: string | null }>;
  /** Providers switched on in this installation (linkable when not linked yet). */
  providers: OAuthProviderId[];
}

/** GET /api/auth/oauth/pending: a first provider sign-in waiting for role and terms. */
export interface PendingProviderSignup {
  provider: OAuthProviderId;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

// ---- Written contracts (issue 14) ----

export interface ContractParty {
  id: string;
  name: string;
}
export interface ContractSignatureView {
  role: "artist" | "producer";
  fullName: string;
  signedAt: string;
  documentHash: string;
}
/** GET /api/contracts/:id: the document both parties read, with what the viewer may do now. */
export interface ContractView {
  id: number;
  projectId: number;
  projectTitle: string;
  projectStatus: ProjectStatus;
  template: ContractTemplate;
  status: ContractStatus;
  terms: ContractTerms;
  documentText: string;
  documentHash: string;
  version: number;
  verifyCode: string;
  declineReason: string | null;
  declinedByRole: "artist" | "producer" | null;
  sentAt: string | null;
  signedAt: string | null;
  pdfHash: string | null;
  updatedAt: string;
  producer: ContractParty;
  artist: ContractParty;
  signatures: ContractSignatureView[];
  myRole: "artist" | "producer";
  canEdit: boolean;
  canSend: boolean;
  canSign: boolean;
  canDecline: boolean;
}
/** GET /api/my-contracts: one row per contract the viewer is a party to. */
export interface ContractSummary {
  id: number;
  projectId: number;
  projectTitle: string;
  status: ContractStatus;
  template: ContractTemplate;
  myRole: "artist" | "producer";
  counterpartName: string;
  updatedAt: string;
  signedAt: string | null;
}
/** GET /api/projects/:id/contracts: the producer's view of a project's contracts and its start gate. */
export interface ProjectContracts {
  projectId: number;
  projectStatus: ProjectStatus;
  gate: { ready: boolean; offline: boolean; unsigned: string[] };
  offlineRecord: { note: string; recordedAt: string } | null;
  artists: Array<{
    artist: ContractParty & { profileImageUrl: string | null };
    contract: { id: number; status: ContractStatus; updatedAt: string; signedAt: string | null } | null;
  }>;
}
/** POST /api/contracts/verify/:code: whether the hash is the signed one; never the contents. */
export interface ContractVerifyResult {
  match: boolean;
  status: ContractStatus;
  signedAt: string | null;
}

/**
 * GET /api/projects/:id/suggested-artists: an artist suggested to the project's producer (decision 023),
 * with why: the project's tags the artist also lists and whether they are in the project's region.
 * No e-mail: the two are not connected yet.
 */
export interface SuggestedArtist {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
  bio: string | null;
  specialties: string[];
  /** The project's tags (as the project spells them) the artist lists among their specialties. */
  matchedTags: string[];
  /** True when the artist's region is the project's location. */
  sameLocation: boolean;
  /** Two points per shared tag, one for the same region. */
  score: number;
}

// ---- activity record (issue 15) -------------------------------------------------------------

/** A credit as its two parties see it (the fee is theirs to see). */
export interface CreditView {
  id: number;
  projectId: number;
  projectTitle: string;
  field: string;
  producer: { id: string; name: string };
  artist: { id: string; name: string };
  role: string;
  startDate: string;
  endDate: string;
  presentedOn: string | null;
  presentedPlace: string | null;
  feePaid: boolean;
  feeAmount: number | null;
  status: import("./activity").CreditStatus;
  verified: boolean;
  correctionNote: string | null;
  isPublic: boolean;
  feePublic: boolean;
  confirmedAt: string;
  acceptedAt: string | null;
  contract: { pdfHash: string; verifyCode: string } | null;
}

/** The producer's credit panel of a project: every accepted artist with their credit, if any. */
export interface ProjectCredits {
  projectId: number;
  projectStatus: ProjectStatus;
  /** Credits can be confirmed only once the project is completed. */
  canConfirm: boolean;
  artists: Array<{ artist: { id: string; name: string }; credit: CreditView | null }>;
}

export interface ActivityItemView {
  id: number;
  kind: import("./activity").ActivityKind;
  title: string;
  role: string | null;
  organizer: string | null;
  place: string | null;
  startDate: string;
  endDate: string | null;
  description: string | null;
  evidenceUrls: string[];
  /** Always false: self-reported activity is never verified. */
  verified: false;
  createdAt: string;
}

export interface ActivityRecordSummary {
  id: number;
  verifyCode: string;
  periodFrom: string;
  periodTo: string;
  includeFees: boolean;
  credits: number;
  selfReported: number;
  pdfHash: string;
  createdAt: string;
  revokedAt: string | null;
}

/** GET /api/activity: the artist's own credits, self-reported items and built records. */
export interface MyActivity {
  credits: CreditView[];
  items: ActivityItemView[];
  records: ActivityRecordSummary[];
}

/** A verified credit on a public profile: the fee only when the artist shared it. */
export interface PublicCredit {
  id: number;
  projectId: number;
  projectTitle: string;
  field: string;
  producerName: string;
  role: string;
  startDate: string;
  endDate: string;
  presentedOn: string | null;
  presentedPlace: string | null;
  fee: { paid: boolean; amount: number | null } | null;
  verifiedAt: string;
}

/** GET /api/records/verify/:code: what the record contains, as the artist chose to share it. */
export interface RecordVerifyResult {
  valid: boolean;
  revoked: boolean;
  revokedAt: string | null;
  artistName: string;
  periodFrom: string;
  periodTo: string;
  createdAt: string;
  pdfHash: string;
  entries: import("./activity").RecordEntry[];
}
