import { z } from "zod";
import {
  APPLICATION_STATUSES,
  INVITATION_STATUSES,
  MAIL_KINDS,
  MESSAGE_TYPES,
  NOTIFICATION_TYPES,
  POST_TYPES,
  PROJECT_STATUSES,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_SCOPES,
  USER_TYPES,
} from "@shared/constants";
import { CONTRACT_STATUSES, CONTRACT_TEMPLATES, PAYMENT_TYPES } from "@shared/contracts";
import { named } from "./define";

/**
 * The answers of the API as named schemas (decision 028). They are exact: objects are strict
 * (`obj`), so an answer with a field the contract does not name fails the API tests, and
 * shared/api-types.ts infers the client's types from them.
 */
const str = z.string();
const nstr = z.string().nullable();
const int = z.number().int();
const userType = z.enum(USER_TYPES);
const projectStatus = z.enum(PROJECT_STATUSES);
const dateTime = z.string().describe("ISO 8601 date-time");
const list = <S extends z.ZodType>(item: S) => z.array(item);
/** An object answer with exactly these fields. */
const obj = z.strictObject;

export const ErrorBody = named(
  "Error",
  z.object({
    code: z.string().describe("AppError code (Validation, NotFound, ...)"),
    message: z.string().describe("한국어 오류 메시지"),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field path -> Korean messages, first first"),
  }),
  "The one error envelope of every non-2xx JSON answer (server/http/error-handler.ts).",
);

export const TagRef = named("TagRef", z.object({ id: int, name: str }));
export const Tag = named("Tag", z.object({ id: int, name: str, slug: str, usageCount: int, isPopular: z.boolean().optional() }));
export const Location = named("Location", z.object({ id: int, code: str, name: str, region: nstr }));

const personFields = { id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr, isDeleted: z.boolean() };
export const Person = named("Person", z.object({ ...personFields, email: nstr, specialties: list(str) }));
export const ProjectProducer = named("ProjectProducer", z.object({ ...personFields, email: nstr, bio: nstr, location: nstr }));

const projectCardFields = {
  id: int,
  title: str,
  description: str,
  budget: nstr,
  location: nstr,
  startDate: nstr,
  endDate: nstr,
  deadline: nstr,
  requirements: nstr,
  status: projectStatus,
  producerId: str,
  imageUrl: nstr,
  thumbnailUrl: nstr,
  viewCount: int,
  createdAt: dateTime,
  updatedAt: dateTime,
  producer: ProjectProducer.nullable(),
  tags: list(TagRef),
  applicationCount: int,
  acceptedCount: int,
  invitationCount: int,
};
export const ProjectCard = named("ProjectCard", z.object(projectCardFields));
export const ViewerApplication = named(
  "ViewerApplication",
  z.object({ id: int, projectId: int, artistId: str, coverLetter: nstr, status: z.enum(APPLICATION_STATUSES), reason: nstr, appliedAt: dateTime, updatedAt: dateTime }),
);
export const ProjectDetail = named(
  "ProjectDetail",
  z.object({
    ...projectCardFields,
    avgRating: z.number().nullable(),
    myApplication: ViewerApplication.nullable(),
    myInvitation: z.object({ id: int, projectId: int, status: z.enum(INVITATION_STATUSES) }).nullable(),
    isFavorite: z.boolean(),
    isOwner: z.boolean(),
  }),
);
export const ProjectPage = named("ProjectPage", z.object({ items: list(ProjectCard), total: int, totalCapped: z.boolean(), hasMore: z.boolean() }));
export const FavoriteToggle = named("FavoriteToggle", z.object({ isFavorite: z.boolean() }));
export const PublicStats = named("PublicStats", z.object({ projects: int, artists: int, reviews: int, averageRating: z.number() }));

const personCardFields = {
  id: str,
  firstName: nstr,
  lastName: nstr,
  profileImageUrl: nstr,
  bio: nstr,
  location: nstr,
  website: nstr,
  yearsOfExperience: int.nullable(),
  userType,
  averageRating: z.number().nullable(),
  totalReviews: int,
  tags: list(TagRef),
};
export const PublicArtist = named(
  "PublicArtist",
  z.object({ ...personCardFields, portfolios: list(z.object({ title: str, imageUrl: nstr, featured: z.boolean() })) }),
);
export const PeoplePage = named(
  "PeoplePage",
  z.object({
    items: list(z.object({ ...personCardFields, portfolios: list(z.object({ title: str, imageUrl: nstr, thumbnailUrl: nstr, featured: z.boolean() })), completedProjects: int.optional() })),
    total: int,
    totalCapped: z.boolean(),
    hasMore: z.boolean(),
  }),
);

export const UploadResult = named("UploadResult", z.object({ fileUrl: str, url: str, thumbnailUrl: nstr, contentType: str, size: int }));

export const CurrentUser = named(
  "CurrentUser",
  z.object({ id: str, email: str, firstName: nstr, lastName: nstr, userType, profileImageUrl: nstr, emailVerified: z.boolean().optional() }),
);
export const AuthAnswer = named("AuthAnswer", z.object({ message: str, user: CurrentUser }));
export const RegisterAnswer = named("RegisterAnswer", z.object({ message: str, user: z.object({ id: str, email: str }) }));
export const TokenValid = named("TokenValid", z.object({ valid: z.literal(true) }));

export const ReviewPerson = named("ReviewPerson", obj(personFields));
const reviewFields = { id: int, projectId: int, reviewerId: str, revieweeId: str, rating: int, comment: nstr, createdAt: dateTime };
export const Review = named("Review", obj(reviewFields), "The review as written (POST /api/reviews)");
export const ProjectReview = named("ProjectReview", obj({ ...reviewFields, reviewer: ReviewPerson, reviewee: ReviewPerson, project: obj({ title: str }) }));
export const CanReview = named("CanReview", obj({ canReview: z.boolean() }));
export const ReviewsCompleted = named("ReviewsCompleted", obj({ reviewsCompleted: z.boolean() }));
export const AcceptedArtist = named("AcceptedArtist", z.object({ applicationId: int, status: z.enum(APPLICATION_STATUSES), artist: Person }));

const dashboardProjectRef = z.object({ id: int, title: str, status: projectStatus, deadline: nstr, location: nstr, budget: nstr, imageUrl: nstr, thumbnailUrl: nstr });
export const DashboardInvitation = named(
  "DashboardInvitation",
  z.object({
    id: int,
    projectId: int,
    producerId: str,
    artistId: str,
    message: nstr,
    status: z.enum(INVITATION_STATUSES),
    rejectionCategory: nstr,
    rejectionReason: nstr,
    cancellationReason: nstr,
    createdAt: dateTime,
    updatedAt: dateTime,
    project: dashboardProjectRef,
    producer: Person,
    artist: Person,
  }),
);
export const DashboardApplication = named(
  "DashboardApplication",
  z.object({ id: int, projectId: int, artistId: str, coverLetter: nstr, status: z.enum(APPLICATION_STATUSES), reason: nstr, appliedAt: dateTime, project: dashboardProjectRef, artist: Person }).loose(),
);
export const DashboardStats = named(
  "DashboardStats",
  z.union([
    z.object({ userType: z.literal("producer"), totalProjects: int, activeProjects: int, pendingApplications: int, averageRating: z.number().nullable(), totalReviews: int }),
    z.object({ userType: z.literal("artist"), totalApplications: int, pendingInvitations: int, participatingProjects: int, averageRating: z.number().nullable(), totalReviews: int }),
  ]),
);
export const ArtistInvitationHistory = named("ArtistInvitationHistory", z.object({ invitedProjectIds: list(int) }));
const invitableProject = z.object({ id: int, title: str, status: projectStatus, deadline: nstr });
export const InvitationCheck = named(
  "InvitationCheck",
  z.object({
    collaborationHistory: z.object({ hasPastCollaboration: z.boolean(), hasPastRejection: z.boolean(), totalInvitations: int }),
    invitableProjects: list(invitableProject),
    projects: list(invitableProject.extend({ invitable: z.boolean(), reason: nstr })),
  }),
);

export const CommunityAuthor = named(
  "CommunityAuthor",
  obj({ id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr, userType, isDeleted: z.boolean() }),
  "A withdrawn account (isDeleted) keeps its id and type, with no name or photo (decision 004)",
);
export const CommunityPost = named(
  "CommunityPost",
  obj({
    id: int,
    content: str,
    postType: z.enum(POST_TYPES),
    tags: list(str),
    imageUrl: nstr,
    thumbnailUrl: nstr.describe("WebP variant of imageUrl for the feed"),
    author: CommunityAuthor,
    createdAt: dateTime,
    updatedAt: dateTime,
    likeCount: int,
    commentCount: int,
    viewCount: int,
    isLiked: z.boolean().describe("Whether the viewer liked it (false for visitors)"),
    isOwner: z.boolean(),
  }),
);
export const CommunityPostPage = named(
  "CommunityPostPage",
  obj({ items: list(CommunityPost), total: int.describe("Matches counted up to SEARCH_COUNT_CAP"), totalCapped: z.boolean(), hasMore: z.boolean() }),
);
export const CommunityComment = named(
  "CommunityComment",
  obj({
    id: int,
    postId: int,
    parentId: int.nullable(),
    content: nstr.describe("null for the 삭제된 댓글입니다 placeholder"),
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    author: CommunityAuthor.nullable(),
    createdAt: dateTime,
    likeCount: int,
    isLiked: z.boolean(),
    isOwner: z.boolean(),
    get replies(): z.ZodArray<typeof CommunityComment> {
      return list(CommunityComment).describe("Replies oldest first; a reply's own replies are always empty");
    },
  }),
  "A comment with its replies; a deleted comment with visible replies stays as a placeholder (content and author null)",
);
export const LikeToggle = named("LikeToggle", obj({ isLiked: z.boolean(), likeCount: int }));
export const ReportResult = named("ReportResult", obj({ reported: z.literal(true) }));
export const FollowState = named("FollowState", obj({ isFollowing: z.boolean(), followerCount: int, followingCount: int }));
export const CommunityTagCount = named("CommunityTagCount", obj({ id: int, name: str, count: int }));

export const Portfolio = named(
  "Portfolio",
  z.object({ id: int, userId: str, title: str, description: nstr, imageUrl: nstr, thumbnailUrl: nstr, projectUrl: nstr, category: nstr, featured: z.boolean(), tags: list(str), createdAt: dateTime }).loose(),
);
export const Experience = named(
  "Experience",
  z.object({ id: int, userId: str, type: str, title: str, organization: nstr, role: nstr, description: nstr, location: nstr, startDate: str, endDate: nstr, isCurrent: z.boolean() }),
);
export const Award = named("Award", z.object({ id: int, userId: str, title: str, organization: nstr, category: nstr, year: int, description: nstr }));
export const Education = named(
  "Education",
  z.object({ id: int, userId: str, institution: str, degree: nstr, fieldOfStudy: nstr, startDate: nstr, endDate: nstr, isCurrent: z.boolean(), description: nstr }),
);
export const UserProfile = named(
  "UserProfile",
  z
    .object({
      id: str,
      firstName: nstr,
      lastName: nstr,
      displayEmail: str,
      userType,
      profileImageUrl: nstr,
      location: nstr,
      website: nstr,
      bio: nstr,
      yearsOfExperience: int.nullable(),
      isOwner: z.boolean(),
      tags: list(z.object({ id: int, name: str, slug: str })),
      portfolios: list(Portfolio),
      experiences: list(Experience),
      awards: list(Award),
      education: list(Education),
      reviews: list(ProjectReview),
      averageRating: z.number().nullable(),
      totalReviews: int,
      followerCount: int,
      followingCount: int,
      isFollowing: z.boolean(),
    })
    .loose(),
);
export const UserTags = named("UserTags", list(z.object({ id: int, name: str, slug: str }).loose()));
export const CanContact = named("CanContact", z.object({ canContact: z.boolean() }));

const messageType = z.enum(MESSAGE_TYPES);
export const ConversationSummary = named(
  "ConversationSummary",
  obj({
    userId: str,
    userName: str.describe("'탈퇴한 사용자' for a withdrawn account"),
    userType,
    userEmail: z.null().describe("Never sent in a list; kept for the spec's shape"),
    profileImageUrl: nstr,
    specialties: list(str).describe("Up to 3 specialty tag names"),
    location: nstr,
    lastMessage: str,
    lastMessageTime: dateTime,
    lastMessageType: messageType,
    unreadCount: int,
    isDeleted: z.boolean(),
    isBlocked: z.boolean().describe("The viewer blocked this user (listed so it can be unblocked)"),
  }),
);
export const ConversationCounterpart = named("ConversationCounterpart", obj({ id: str, userName: str, userType, profileImageUrl: nstr, isDeleted: z.boolean() }));
export const ConversationContext = named(
  "ConversationContext",
  obj({
    projectTitle: nstr,
    projectId: int.nullable(),
    connectionType: z.enum(["application", "invitation"]).nullable(),
    totalConnections: int,
    canSend: z.boolean(),
    reason: nstr.describe("Why sending is off, in Korean; null when canSend"),
    counterpart: ConversationCounterpart,
    isBlockedByMe: z.boolean(),
  }),
);
export const ThreadMessage = named(
  "ThreadMessage",
  obj({
    id: int,
    senderId: str,
    receiverId: str,
    content: str,
    read: z.boolean(),
    createdAt: dateTime,
    messageType,
    projectId: int.nullable(),
    invitationStatus: z.enum(INVITATION_STATUSES).nullable(),
    invitationId: int.nullable().describe("For invitation-type messages: the invitation they announce, so the receiver can answer it"),
  }),
);
export const MessageThread = named("MessageThread", obj({ items: list(ThreadMessage), hasMore: z.boolean() }), "A page of the thread, oldest first; hasMore when older messages exist");
export const MessageRead = named("MessageRead", obj({ id: int, read: z.literal(true) }));
export const UnreadCount = named("UnreadCount", obj({ count: int }));
export const BlockState = named("BlockState", obj({ blocked: z.boolean() }));

export const Notification = named(
  "Notification",
  obj({ id: int, userId: str, title: str, message: str, type: z.enum(NOTIFICATION_TYPES), read: z.boolean(), relatedId: nstr, createdAt: dateTime }),
);
export const MailPreferences = named("MailPreferences", z.object({ preferences: z.record(z.enum(MAIL_KINDS), z.boolean()) }));
export const ContactReceipt = named("ContactReceipt", z.object({ message: str }).loose());
export const Health = named("Health", z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "unavailable"]) }));

export const SavedSearch = named(
  "SavedSearch",
  z.object({
    id: int,
    name: str,
    scope: z.enum(SAVED_SEARCH_SCOPES),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    paused: z.boolean(),
    query: z.object({ search: str.optional(), tags: list(str).optional(), location: str.optional(), sortBy: str.optional(), status: str.optional(), producer: str.optional() }),
    path: str.describe("The list's address with this filter, e.g. /projects?search=무용"),
    createdAt: dateTime,
  }),
);

const provider = z.enum(["kakao", "naver", "google"]);
export const AuthProviders = named("AuthProviders", z.object({ providers: list(provider) }));
export const SignInMethods = named(
  "SignInMethods",
  z.object({
    hasPassword: z.boolean(),
    identities: list(z.object({ provider, email: nstr, createdAt: dateTime, lastUsedAt: dateTime.nullable() })),
    passkeys: list(z.object({ id: int, name: str, createdAt: dateTime, lastUsedAt: dateTime.nullable() })),
    providers: list(provider),
  }),
);
export const PendingProviderSignup = named("PendingProviderSignup", z.object({ provider, email: nstr, emailVerified: z.boolean(), firstName: str, lastName: str }));
export const ProviderSignupAnswer = named(
  "ProviderSignupAnswer",
  z.union([
    z.object({ message: str, user: CurrentUser, requiresEmailVerification: z.literal(false) }),
    z.object({ message: str, email: str, requiresEmailVerification: z.literal(true) }),
  ]),
);
export const ProviderLinkUrl = named("ProviderLinkUrl", z.object({ url: str.describe("The provider's authorization URL to navigate to") }));
export const WebAuthnOptions = named(
  "WebAuthnOptions",
  z.object({ challenge: str }).loose(),
  "PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (@simplewebauthn/server)",
);
export const PasskeyAdded = named("PasskeyAdded", z.object({ message: str, passkey: z.object({ id: int, name: str, createdAt: dateTime, lastUsedAt: dateTime.nullable() }).loose() }));

const contractStatus = z.enum(CONTRACT_STATUSES);
const contractTemplate = z.enum(CONTRACT_TEMPLATES);
const contractParty = z.object({ id: str, name: str });
export const ContractView = named(
  "ContractView",
  z.object({
    id: int,
    projectId: int,
    projectTitle: str,
    projectStatus,
    template: contractTemplate,
    status: contractStatus,
    terms: z.object({ title: str, workContent: str, place: str, fee: int, paymentType: z.enum(PAYMENT_TYPES) }).loose(),
    documentText: str,
    documentHash: str,
    version: int,
    verifyCode: str,
    declineReason: nstr,
    declinedByRole: z.enum(["artist", "producer"]).nullable(),
    sentAt: dateTime.nullable(),
    signedAt: dateTime.nullable(),
    pdfHash: nstr,
    updatedAt: dateTime,
    producer: contractParty,
    artist: contractParty,
    signatures: list(z.object({ role: z.enum(["artist", "producer"]), fullName: str, signedAt: dateTime, documentHash: str })),
    myRole: z.enum(["artist", "producer"]),
    canEdit: z.boolean(),
    canSend: z.boolean(),
    canSign: z.boolean(),
    canDecline: z.boolean(),
  }),
);
export const ContractSummary = named(
  "ContractSummary",
  z.object({
    id: int,
    projectId: int,
    projectTitle: str,
    status: contractStatus,
    template: contractTemplate,
    myRole: z.enum(["artist", "producer"]),
    counterpartName: str,
    updatedAt: dateTime,
    signedAt: dateTime.nullable(),
  }),
);
export const ProjectContracts = named(
  "ProjectContracts",
  z.object({
    projectId: int,
    projectStatus,
    gate: z.object({ ready: z.boolean(), offline: z.boolean(), unsigned: list(str) }),
    offlineRecord: z.object({ note: str, recordedAt: dateTime }).nullable(),
    artists: list(
      z.object({
        artist: contractParty.extend({ profileImageUrl: nstr }),
        contract: z.object({ id: int, status: contractStatus, updatedAt: dateTime, signedAt: dateTime.nullable() }).nullable(),
      }),
    ),
  }),
);
export const ContractVerifyResult = named("ContractVerifyResult", z.object({ match: z.boolean(), status: contractStatus, signedAt: dateTime.nullable() }));
