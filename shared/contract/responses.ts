import { z } from "zod";
import {
  APPLICATION_STATUSES,
  INVITATION_STATUSES,
  MAIL_KINDS,
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
export const Person = named(
  "Person",
  obj({ ...personFields, email: nstr.describe("Only for the other party of the invitation or application (or the person themself)"), specialties: list(str) }),
  "A party of an invitation or application as dashboards show it; a withdrawn account keeps only its id.",
);
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
export const PersonCard = named(
  "PersonCard",
  obj({
    ...personCardFields,
    tags: list(obj({ id: int, name: str })),
    portfolios: list(obj({ title: str, imageUrl: nstr, thumbnailUrl: nstr, featured: z.boolean() })).describe("Up to four pictures, featured first (images only)"),
    completedProjects: int.optional().describe("Producers only"),
  }),
);
export const PeoplePage = named(
  "PeoplePage",
  obj({
    items: list(PersonCard),
    total: int.describe("Matches, counted up to SEARCH_COUNT_CAP"),
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
/** A date without time, as date columns travel: 'YYYY-MM-DD'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("YYYY-MM-DD");
const applicationStatus = z.enum(APPLICATION_STATUSES);

export const AcceptedArtist = named("AcceptedArtist", obj({ applicationId: int, status: applicationStatus, artist: Person }));

export const DashboardProjectRef = named(
  "DashboardProjectRef",
  obj({ id: int, title: str, status: projectStatus, deadline: day.nullable(), location: nstr, budget: nstr, imageUrl: nstr, thumbnailUrl: nstr }),
);
export const DashboardInvitation = named(
  "DashboardInvitation",
  obj({
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
    project: DashboardProjectRef,
    producer: Person,
    artist: Person,
  }),
);
const applicationFields = { id: int, projectId: int, artistId: str, coverLetter: nstr, status: applicationStatus, reason: nstr, appliedAt: dateTime, updatedAt: dateTime };
export const Application = named("Application", obj(applicationFields), "The application row as written (POST /api/applications, PATCH /api/applications/{id} and /status)");
export const DashboardApplication = named(
  "DashboardApplication",
  obj({
    ...applicationFields,
    project: DashboardProjectRef.extend({ producer: Person }),
    artist: Person,
    hasReviewedProducer: z.boolean().describe("The artist has already reviewed this project's producer"),
  }),
);
export const DashboardStats = named(
  "DashboardStats",
  z.union([
    obj({
      userType: z.literal("producer"),
      totalProjects: int,
      activeProjects: int.describe("published + in_progress"),
      pendingApplications: int,
      averageRating: z.number().nullable().describe("One decimal, null without reviews"),
      totalReviews: int,
    }),
    obj({
      userType: z.literal("artist"),
      totalApplications: int,
      pendingInvitations: int,
      participatingProjects: int.describe("accepted or invited_accepted applications on published, in_progress or completed projects"),
      averageRating: z.number().nullable().describe("One decimal, null without reviews"),
      totalReviews: int,
    }),
  ]),
);
export const ArtistInvitationHistory = named("ArtistInvitationHistory", obj({ invitedProjectIds: list(int) }));
export const InvitableProject = named("InvitableProject", obj({ id: int, title: str, status: projectStatus, deadline: day.nullable() }));
export const InvitationCheck = named(
  "InvitationCheck",
  obj({
    collaborationHistory: obj({
      hasPastCollaboration: z.boolean().describe("The artist took part in one of this producer's projects (accepted application or invitation)"),
      hasPastRejection: z.boolean().describe("The artist declined one of this producer's invitations"),
      totalInvitations: int.describe("Invitations of this producer to the artist, cancelled ones included"),
    }),
    invitableProjects: list(InvitableProject).describe("Published, deadline not past, not yet invited or accepted"),
    projects: list(InvitableProject.extend({ invitable: z.boolean(), reason: nstr.describe("Why it cannot be chosen, in Korean; null when it can") })).describe(
      "Every project of the producer except cancelled ones",
    ),
  }),
);

export const CommunityAuthor = named("CommunityAuthor", z.object({ id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr, userType, isDeleted: z.boolean() }));
export const CommunityPost = named(
  "CommunityPost",
  z.object({
    id: int,
    content: str,
    postType: z.enum(POST_TYPES),
    tags: list(str),
    imageUrl: nstr,
    thumbnailUrl: nstr,
    author: CommunityAuthor,
    createdAt: dateTime,
    updatedAt: dateTime,
    likeCount: int,
    commentCount: int,
    viewCount: int,
    isLiked: z.boolean(),
    isOwner: z.boolean(),
  }),
);
export const CommunityPostPage = named(
  "CommunityPostPage",
  z.object({ items: list(CommunityPost), total: int, totalCapped: z.boolean(), hasMore: z.boolean() }),
);
export const CommunityComment = named(
  "CommunityComment",
  z.object({
    id: int,
    postId: int,
    parentId: int.nullable(),
    content: nstr,
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    author: CommunityAuthor.nullable(),
    createdAt: dateTime,
    likeCount: int,
    isLiked: z.boolean(),
    isOwner: z.boolean(),
    replies: z.array(z.object({ id: int }).loose()).describe("CommunityComment[]"),
  }),
);
export const LikeToggle = named("LikeToggle", z.object({ isLiked: z.boolean(), likeCount: int }));
export const ReportResult = named("ReportResult", z.object({ reported: z.literal(true) }));
export const FollowState = named("FollowState", z.object({ isFollowing: z.boolean(), followerCount: int, followingCount: int }));
export const CommunityTagCount = named("CommunityTagCount", z.object({ id: int, name: str, count: int }));

export const Portfolio = named(
  "Portfolio",
  obj({
    id: int,
    userId: str,
    title: str,
    description: nstr,
    imageUrl: nstr.describe("An uploaded image or PDF (or an external address kept from older data)"),
    thumbnailUrl: nstr.describe("WebP variant for images; null for PDFs and items without a file"),
    projectUrl: nstr,
    category: nstr,
    featured: z.boolean(),
    tags: list(str),
    userRole: userType.nullable(),
    fileType: z.enum(["image", "pdf"]).nullable(),
    createdAt: dateTime,
  }),
);
export const Experience = named(
  "Experience",
  obj({ id: int, userId: str, type: str, title: str, organization: nstr, role: nstr, description: nstr, location: nstr, startDate: day, endDate: day.nullable(), isCurrent: z.boolean() }),
);
export const Award = named("Award", obj({ id: int, userId: str, title: str, organization: nstr, category: nstr, year: int, description: nstr }));
export const Education = named(
  "Education",
  obj({ id: int, userId: str, institution: str, degree: nstr, fieldOfStudy: nstr, startDate: day.nullable(), endDate: day.nullable(), isCurrent: z.boolean(), description: nstr }),
);
export const ProfileProject = named(
  "ProfileProject",
  obj({
    id: int,
    title: str,
    description: str,
    status: projectStatus,
    location: nstr,
    budget: nstr,
    startDate: day.nullable(),
    endDate: day.nullable(),
    deadline: day.nullable(),
    imageUrl: nstr,
    thumbnailUrl: nstr,
    createdAt: dateTime,
    tags: list(obj({ id: int, name: str })),
  }),
  "A producer's project as the profile lists it (published, in progress or completed; never drafts)",
);
export const ProducerStats = named(
  "ProducerStats",
  obj({ totalProjects: int, completedProjects: int, inProgressProjects: int, avgRating: z.number().nullable().describe("One decimal, null without reviews") }),
);
export const UserProfile = named(
  "UserProfile",
  obj({
    id: str,
    firstName: nstr,
    lastName: nstr,
    email: nstr.describe("The owner's own e-mail; null for everyone else"),
    displayEmail: str.describe("The owner's address, masked for others (ji***@example.com)"),
    userType,
    profileImageUrl: nstr,
    location: nstr,
    website: nstr,
    bio: nstr,
    yearsOfExperience: int.nullable(),
    createdAt: dateTime,
    isOwner: z.boolean(),
    tags: list(obj({ id: int, name: str, slug: str })),
    portfolios: list(Portfolio),
    experiences: list(Experience),
    awards: list(Award),
    education: list(Education),
    reviews: list(ProjectReview).describe("Reviews received, newest first"),
    averageRating: z.number().nullable(),
    totalReviews: int,
    projects: list(ProfileProject).describe("A producer's listed projects, newest first, at most 20 (empty for artists)"),
    projectsTotal: int,
    stats: ProducerStats.nullable().describe("Producers only"),
    followerCount: int,
    followingCount: int,
    isFollowing: z.boolean().describe("The viewer follows this user; false for guests and for the owner"),
  }),
);
export const UserTag = named("UserTag", obj({ id: int, name: str, slug: str, usageCount: int, isPopular: z.boolean() }));
export const UserTags = named("UserTags", list(UserTag));
export const CanContact = named("CanContact", obj({ canContact: z.boolean() }));

export const ConversationSummary = named(
  "ConversationSummary",
  z.object({ userId: str, userName: str, userType, profileImageUrl: nstr, lastMessage: str, lastMessageTime: dateTime, unreadCount: int, isDeleted: z.boolean(), isBlocked: z.boolean() }).loose(),
);
export const ConversationContext = named(
  "ConversationContext",
  z
    .object({ projectTitle: nstr, projectId: int.nullable(), canSend: z.boolean(), reason: nstr, counterpart: z.object({ id: str, userName: str, userType }).loose(), isBlockedByMe: z.boolean() })
    .loose(),
);
export const ThreadMessage = named(
  "ThreadMessage",
  z.object({ id: int, senderId: str, receiverId: str, content: str, read: z.boolean(), createdAt: dateTime, messageType: z.enum(["regular", "invitation", "system"]), projectId: int.nullable() }).loose(),
);
export const MessageThread = named("MessageThread", z.object({ items: list(ThreadMessage), hasMore: z.boolean() }));
export const UnreadCount = named("UnreadCount", z.object({ count: int }));
export const BlockState = named("BlockState", z.object({ blocked: z.boolean() }));

export const Notification = named("Notification", z.object({ id: int, type: str, title: str, message: str, read: z.boolean(), createdAt: dateTime }).loose());
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
