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
  STAFF_ROLES,
  GENDERS,
  USER_TYPES,
} from "@shared/constants";
import { ACTIVITY_KINDS, CREDIT_STATUSES } from "@shared/activity";
import { ACCOMMODATION, FEE_KINDS, MEALS, MEDIA_KINDS, REQUIRED_MEDIA, TRANSPORT } from "@shared/casting";
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
  obj({
    code: z.string().describe("AppError code (Validation, NotFound, ...)"),
    message: z.string().describe("한국어 오류 메시지"),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field path -> Korean messages, first first"),
    requiresEmailVerification: z.literal(true).optional().describe("EmailNotVerified only: the account must confirm its e-mail first"),
  }),
  "The one error envelope of every non-2xx JSON answer (server/http/error-handler.ts).",
);

export const TagRef = named("TagRef", obj({ id: int, name: str }));
export const Tag = named(
  "Tag",
  obj({
    id: int,
    name: str,
    slug: str,
    usageCount: int.describe("Uses counted on the tag; on /api/tags/projects, /artists and /producers: uses by listed projects or active accounts"),
    isPopular: z.boolean().optional().describe("Absent on /api/tags/projects, /artists and /producers"),
  }),
);
export const Location = named("Location", obj({ id: int, code: str, name: str, region: nstr }));

const personFields = { id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr, isDeleted: z.boolean() };
export const Person = named(
  "Person",
  obj({ ...personFields, email: nstr.describe("Only for the other party of the invitation or application (or the person themself)"), specialties: list(str) }),
  "A party of an invitation or application as dashboards show it; a withdrawn account keeps only its id.",
);
export const ProjectProducer = named(
  "ProjectProducer",
  obj({
    ...personFields,
    email: nstr.describe(
      "The producer's own, and on a project page to the artists they share a project with (an application or an invitation); null for everyone else",
    ),
    bio: nstr,
    location: nstr,
  }),
);
export const CardProducer = named(
  "CardProducer",
  obj({ ...personFields, email: nstr.describe("The producer's own only (a card of their own project); null for everyone else") }),
  "The producer as a list card names them (decision 052: a card carries what a card shows)",
);

/** A date-only field: 'YYYY-MM-DD', a real calendar day (as the project form requires it). */
const day = z.iso.date().describe("Date 'YYYY-MM-DD'");

export const ProjectConditions = named(
  "ProjectConditions",
  obj({
    meals: z.enum(MEALS).optional(),
    transport: z.enum(TRANSPORT).optional(),
    accommodation: z.enum(ACCOMMODATION).optional(),
    paymentTiming: str.optional(),
    schedule: str.optional(),
  }),
  "Working conditions; every field is set on a published project, a draft may lack some",
);
export const RoleSummary = named(
  "RoleSummary",
  obj({
    count: int,
    minFee: int.nullable().describe("Lowest amount (won) of the roles paid an amount"),
    maxFee: int.nullable(),
    hasUnpaid: z.boolean(),
    hasNegotiable: z.boolean(),
  }),
  "What a card shows of the project's roles; null without roles",
);
export const ProjectRole = named(
  "ProjectRole",
  obj({
    id: int,
    name: str,
    category: str,
    headcount: int,
    fee: obj({ kind: z.enum(FEE_KINDS), amount: int.nullable().describe("Won; null for negotiable and unpaid") }),
    description: nstr,
    requiredMedia: list(z.enum(REQUIRED_MEDIA)),
    acceptedCount: int,
    applicationCount: int.describe("Applications not withdrawn"),
    filled: z.boolean().describe("accepted = headcount: the role takes no more applications"),
    myApplication: obj({ id: int, status: z.enum(APPLICATION_STATUSES) })
      .nullable()
      .describe("The viewing artist's application to this role"),
  }),
);
export const ApplicationMedia = named("ApplicationMedia", obj({ kind: z.enum(MEDIA_KINDS), url: str }));

/**
 * A list card (decision 052): what a card shows and nothing more. The description, the requirements and the
 * producer's bio and location are the project page's (ProjectDetail): in a list they were most of its bytes
 * (a description may hold 5,000 characters) and no card shows them.
 */
const projectCardFields = {
  id: int,
  title: str,
  budget: nstr,
  location: nstr,
  startDate: day.nullable(),
  endDate: day.nullable(),
  deadline: day.nullable(),
  status: projectStatus,
  producerId: str,
  imageUrl: nstr,
  thumbnailUrl: nstr.describe("WebP variant of imageUrl for lists and cards"),
  viewCount: int,
  createdAt: dateTime,
  updatedAt: dateTime,
  producer: CardProducer.nullable(),
  tags: list(TagRef),
  applicationCount: int,
  acceptedCount: int,
  invitationCount: int,
  conditions: ProjectConditions.nullable(),
  roleSummary: RoleSummary.nullable(),
};
export const ProjectCard = named("ProjectCard", obj(projectCardFields));
export const ViewerApplication = named(
  "ViewerApplication",
  obj({
    id: int,
    projectId: int,
    artistId: str,
    roleId: int.nullable(),
    coverLetter: nstr,
    media: list(ApplicationMedia),
    status: z.enum(APPLICATION_STATUSES),
    reason: nstr,
    appliedAt: dateTime,
    updatedAt: dateTime,
  }),
);
export const ViewerInvitation = named(
  "ViewerInvitation",
  obj({ id: int, projectId: int, producerId: str, artistId: str, message: nstr, status: z.enum(INVITATION_STATUSES), createdAt: dateTime }),
  "The viewing artist's latest invitation to the project (not cancelled)",
);
export const ProjectDetail = named(
  "ProjectDetail",
  obj({
    ...projectCardFields,
    description: str,
    requirements: nstr,
    producer: ProjectProducer.nullable(),
    roles: list(ProjectRole).describe("In the producer's order; empty for a project without roles"),
    avgRating: z.number().nullable().describe("Average review rating on this project, one decimal"),
    myApplication: ViewerApplication.nullable().describe("Artists only"),
    myInvitation: ViewerInvitation.nullable().describe("Artists only"),
    isFavorite: z.boolean(),
    isOwner: z.boolean(),
  }),
);
export const ProjectPage = named(
  "ProjectPage",
  obj({
    items: list(ProjectCard),
    total: int.describe("Matches, counted up to SEARCH_COUNT_CAP"),
    totalCapped: z.boolean().describe("More matches than SEARCH_COUNT_CAP"),
    hasMore: z.boolean(),
  }),
);
export const FavoriteToggle = named("FavoriteToggle", obj({ isFavorite: z.boolean() }));
export const PublicStats = named("PublicStats", obj({ projects: int, artists: int, reviews: int, averageRating: z.number() }));

/** Performer details (issue 31): artists who are cast by how they look; null until given. */
const performerFields = {
  gender: z.enum(GENDERS).nullable().describe("female | male | other"),
  heightCm: int.nullable().describe("Height in cm"),
  playingAgeMin: int.nullable().describe("Lowest age they can play"),
  playingAgeMax: int.nullable().describe("Highest age they can play"),
};
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
  obj({ ...personCardFields, portfolios: list(obj({ title: str, imageUrl: nstr, featured: z.boolean() })).describe("At most 3, featured first") }),
);
export const PersonCard = named(
  "PersonCard",
  obj({
    ...personCardFields,
    ...performerFields,
    tags: list(obj({ id: int, name: str })),
    portfolios: list(obj({ title: str, imageUrl: nstr, thumbnailUrl: nstr, featured: z.boolean() })).describe(
      "Up to four pictures, featured first (images only)",
    ),
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

export const UploadResult = named(
  "UploadResult",
  obj({
    fileUrl: str,
    url: str.describe("The same as fileUrl"),
    thumbnailUrl: nstr.describe("WebP variant (images); null for PDFs"),
    contentType: str.describe("Read from the bytes"),
    size: int.describe("Bytes stored"),
  }),
);

export const UploadUsage = named(
  "UploadUsage",
  obj({
    usedBytes: int.describe("Bytes the account's uploads take (list variants included), until the clean-up job deletes the unused ones"),
    limitBytes: int.describe("The account's storage quota (UPLOAD_QUOTA_BYTES)"),
  }),
);

export const SuggestedArtist = named(
  "SuggestedArtist",
  obj({
    id: str,
    firstName: nstr,
    lastName: nstr,
    profileImageUrl: nstr,
    location: nstr,
    bio: nstr,
    specialties: list(str),
    matchedTags: list(str).describe("The project's tags the artist also lists"),
    sameLocation: z.boolean().describe("The artist's region is the project's location"),
    score: int.describe("Two points per shared tag, one for the same region"),
  }),
);

export const CurrentUser = named(
  "CurrentUser",
  obj({
    id: str,
    email: str,
    firstName: nstr,
    lastName: nstr,
    userType,
    discipline: nstr.describe("The field they work in (DISCIPLINES), or null until picked"),
    bio: nstr,
    location: nstr,
    website: nstr,
    profileImageUrl: nstr,
    yearsOfExperience: int.nullable(),
    emailVerified: z.boolean(),
    specialties: list(str).describe("Names of the user's specialty tags"),
    staffRole: z.enum(STAFF_ROLES).nullable().describe("operator | admin: the account runs the console (/admin)"),
    createdAt: dateTime,
  }),
  "The signed-in account, never the password or tokens",
);
export const AuthAnswer = named("AuthAnswer", obj({ message: str, user: CurrentUser }));
export const RegisterAnswer = named("RegisterAnswer", obj({ message: str, user: obj({ id: str, email: str }) }));
export const TokenValid = named("TokenValid", obj({ valid: z.literal(true) }));

export const ReviewPerson = named("ReviewPerson", obj(personFields));
const reviewFields = { id: int, projectId: int, reviewerId: str, revieweeId: str, rating: int, comment: nstr, createdAt: dateTime };
export const Review = named("Review", obj(reviewFields), "The review as written (POST /api/reviews)");
export const ProjectReview = named("ProjectReview", obj({ ...reviewFields, reviewer: ReviewPerson, reviewee: ReviewPerson, project: obj({ title: str }) }));
export const CanReview = named("CanReview", obj({ canReview: z.boolean() }));
export const ReviewsCompleted = named("ReviewsCompleted", obj({ reviewsCompleted: z.boolean() }));
const applicationStatus = z.enum(APPLICATION_STATUSES);

/** One accepted artist of a project (once, however many roles): the first accepted application and every role's name. */
export const AcceptedArtist = named("AcceptedArtist", obj({ applicationId: int, status: applicationStatus, roles: z.array(z.string()), artist: Person }));

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
const applicationFields = {
  id: int,
  projectId: int,
  artistId: str,
  roleId: int.nullable(),
  coverLetter: nstr,
  media: list(ApplicationMedia),
  status: applicationStatus,
  reason: nstr,
  appliedAt: dateTime,
  updatedAt: dateTime,
};
export const Application = named(
  "Application",
  obj(applicationFields),
  "The application row as written (POST /api/applications, PATCH /api/applications/{id} and /status)",
);
export const DashboardApplication = named(
  "DashboardApplication",
  obj({
    ...applicationFields,
    project: DashboardProjectRef.extend({ producer: Person }),
    role: obj({ id: int, name: str, category: str, headcount: int }).nullable().describe("The role applied for"),
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
    fileType: z.enum(["image", "pdf", "video", "audio"]).nullable(),
    createdAt: dateTime,
  }),
);
export const Experience = named(
  "Experience",
  obj({
    id: int,
    userId: str,
    type: str,
    title: str,
    organization: nstr,
    role: nstr,
    description: nstr,
    location: nstr,
    startDate: day,
    endDate: day.nullable(),
    isCurrent: z.boolean(),
  }),
);
export const Award = named("Award", obj({ id: int, userId: str, title: str, organization: nstr, category: nstr, year: int, description: nstr }));
export const Education = named(
  "Education",
  obj({
    id: int,
    userId: str,
    institution: str,
    degree: nstr,
    fieldOfStudy: nstr,
    startDate: day.nullable(),
    endDate: day.nullable(),
    isCurrent: z.boolean(),
    description: nstr,
  }),
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
    ...performerFields,
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
export const ConversationCounterpart = named(
  "ConversationCounterpart",
  obj({ id: str, userName: str, userType, profileImageUrl: nstr, isDeleted: z.boolean() }),
);
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
export const MessageThread = named(
  "MessageThread",
  obj({ items: list(ThreadMessage), hasMore: z.boolean() }),
  "A page of the thread, oldest first; hasMore when older messages exist",
);
export const MessageRead = named("MessageRead", obj({ id: int, read: z.literal(true) }));
export const UnreadCount = named("UnreadCount", obj({ count: int }));
export const BlockState = named("BlockState", obj({ blocked: z.boolean() }));

export const Notification = named(
  "Notification",
  obj({ id: int, userId: str, title: str, message: str, type: z.enum(NOTIFICATION_TYPES), read: z.boolean(), relatedId: nstr, createdAt: dateTime }),
);
export const MailPreferences = named(
  "MailPreferences",
  obj({ preferences: z.record(z.enum(MAIL_KINDS), z.boolean()).describe("Every mail kind; true: the mail is sent") }),
);
export const ContactReceipt = named("ContactReceipt", obj({ message: str, responseHours: int.describe("The category's stated response time in hours") }));
export const Health = named(
  "Health",
  obj({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "unavailable"]) }),
  "200: ok/ok; 503 answers this body too: error/unavailable",
);

export const SavedSearch = named(
  "SavedSearch",
  obj({
    id: int,
    name: str,
    scope: z.enum(SAVED_SEARCH_SCOPES),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    paused: z.boolean(),
    query: obj({
      search: str.optional(),
      tags: list(str).optional(),
      location: str.optional(),
      sortBy: str.optional(),
      status: str.optional(),
      producer: str.optional(),
      includeClosed: z.boolean().optional().describe("/projects: closed projects listed after the recruiting ones"),
      paidRoles: z.literal(true).optional().describe("Projects only: a role paid an amount"),
      roleCategory: str.optional().describe("Projects only: a role of this category"),
    }).describe("The filter as the list's own schema parsed it (only the keys that are set)"),
    path: str.describe("The list's address with this filter, e.g. /projects?search=무용"),
    createdAt: dateTime,
  }),
);

const provider = z.enum(["kakao", "naver", "google"]);
export const AuthProviders = named("AuthProviders", obj({ providers: list(provider) }));
export const Passkey = named("Passkey", obj({ id: int, name: str, createdAt: dateTime, lastUsedAt: dateTime.nullable() }));
export const SignInMethods = named(
  "SignInMethods",
  obj({
    hasPassword: z.boolean(),
    identities: list(obj({ provider, email: nstr, createdAt: dateTime, lastUsedAt: dateTime.nullable() })),
    passkeys: list(Passkey),
    providers: list(provider).describe("Providers switched on in this installation (linkable when not linked yet)"),
  }),
);
export const PendingProviderSignup = named("PendingProviderSignup", obj({ provider, email: nstr, emailVerified: z.boolean(), firstName: str, lastName: str }));
export const ProviderSignupAnswer = named(
  "ProviderSignupAnswer",
  z.union([
    obj({ message: str, user: CurrentUser, requiresEmailVerification: z.literal(false) }),
    obj({ message: str, email: str, requiresEmailVerification: z.literal(true) }),
  ]),
);
export const ProviderLinkUrl = named("ProviderLinkUrl", obj({ url: str.describe("The provider's authorization URL to navigate to") }));
const webAuthnRequirement = z.enum(["discouraged", "preferred", "required"]);
const webAuthnTransport = z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);
export const WebAuthnCreationOptions = named(
  "WebAuthnCreationOptions",
  obj({
    challenge: str.describe("base64url"),
    rp: obj({ name: str, id: str }),
    user: obj({ id: str.describe("base64url of the user id"), name: str, displayName: str }),
    pubKeyCredParams: list(obj({ alg: int, type: z.literal("public-key") })),
    timeout: int,
    attestation: z.enum(["none", "indirect", "direct", "enterprise"]),
    excludeCredentials: list(obj({ id: str, type: z.literal("public-key"), transports: list(webAuthnTransport) })).describe(
      "The user's passkeys already registered",
    ),
    authenticatorSelection: obj({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: webAuthnRequirement.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: webAuthnRequirement.optional(),
    }),
    extensions: obj({ credProps: z.literal(true) }),
    hints: list(z.enum(["hybrid", "security-key", "client-device"])),
  }),
  "PublicKeyCredentialCreationOptionsJSON as @simplewebauthn/server's generateRegistrationOptions makes it",
);
export const WebAuthnRequestOptions = named(
  "WebAuthnRequestOptions",
  obj({ rpId: str, challenge: str.describe("base64url"), timeout: int, userVerification: webAuthnRequirement }),
  "PublicKeyCredentialRequestOptionsJSON as @simplewebauthn/server's generateAuthenticationOptions makes it (no allowCredentials: the browser offers its discoverable passkeys)",
);
export const PasskeyAdded = named("PasskeyAdded", obj({ message: str, passkey: Passkey }));
export const PasskeyRenamed = named("PasskeyRenamed", obj({ message: str, passkey: Passkey }));

const contractStatus = z.enum(CONTRACT_STATUSES);
const contractTemplate = z.enum(CONTRACT_TEMPLATES);
const contractRole = z.enum(["artist", "producer"]);
/** A date-only field: 'YYYY-MM-DD' (PostgreSQL date columns read as strings). */
const partyFields = { id: str, name: str };
export const ContractParty = named("ContractParty", obj(partyFields));
export const ContractPartyDetails = named(
  "ContractPartyDetails",
  obj({
    producer: obj({ legalName: str, representative: str, address: str, businessNumber: nstr }).nullable(),
    artist: obj({ legalName: str, address: str, birthDate: str.describe("'YYYY-MM-DD' to the artist, '1990-**-**' to the producer") }).nullable(),
  }),
  "Each party's details: the viewer's own in full, the other side's masked (address to the street, birth year only)",
);
export const ContractSignatureView = named(
  "ContractSignature",
  obj({ role: contractRole, fullName: str, signedAt: dateTime, documentHash: str }),
  "A valid signature of the current version",
);
export const ContractTerms = named(
  "ContractTerms",
  obj({
    title: str,
    workContent: str,
    place: str,
    startDate: day.nullable(),
    endDate: day.nullable(),
    fee: int.nullable().describe("원; null until the producer enters it"),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentDate: day.nullable(),
    depositAmount: int.nullable(),
    depositDate: day.nullable(),
    balanceDate: day.nullable(),
    revenueSharing: str,
    copyright: str,
    credit: str,
    specialTerms: str,
  }),
  "The terms the producer edits (shared/contracts.ts ContractTerms)",
);
export const ContractView = named(
  "ContractView",
  obj({
    id: int,
    projectId: int,
    projectTitle: str,
    projectStatus,
    projectBudget: nstr.describe("The project's budget text: a hint for the fee, never the fee"),
    template: contractTemplate,
    status: contractStatus,
    terms: ContractTerms,
    documentText: str,
    documentHash: str,
    version: int,
    verifyCode: str,
    declineReason: nstr,
    declinedByRole: contractRole.nullable(),
    sentAt: dateTime.nullable(),
    signedAt: dateTime.nullable(),
    pdfHash: nstr,
    updatedAt: dateTime,
    producer: ContractParty,
    artist: ContractParty,
    parties: ContractPartyDetails,
    signatures: list(ContractSignatureView),
    amends: obj({ id: int, signedAt: dateTime.nullable() }).nullable().describe("The signed contract this one amends (it replaces that one once both sign it)"),
    amendment: obj({ id: int, status: contractStatus })
      .nullable()
      .describe("The amendment of this contract, if one was made (the artist sees it once it was sent)"),
    supersededAt: dateTime.nullable().describe("When its amendment was signed by both: no longer in force, still verifiable"),
    terminatedAt: dateTime.nullable().describe("When both parties agreed to end it: no longer in force, still verifiable"),
    termination: obj({ requestedByRole: contractRole, reason: str, requestedAt: dateTime })
      .nullable()
      .describe("A pending request to end it, waiting for the other party"),
    myRole: contractRole,
    canEdit: z.boolean(),
    canSend: z.boolean(),
    canSign: z.boolean(),
    canDecline: z.boolean(),
    canAmend: z.boolean(),
    canRequestTermination: z.boolean(),
    canAnswerTermination: z.boolean(),
    canWithdrawTermination: z.boolean(),
  }),
  "The document both parties read, with what the viewer may do now",
);
export const ContractSummary = named(
  "ContractSummary",
  obj({
    id: int,
    projectId: int,
    projectTitle: str,
    status: contractStatus,
    template: contractTemplate,
    myRole: contractRole,
    counterpartName: str,
    updatedAt: dateTime,
    signedAt: dateTime.nullable(),
    amendsContractId: int.nullable(),
    supersededAt: dateTime.nullable(),
    terminatedAt: dateTime.nullable(),
    terminationPending: z.boolean(),
  }),
);
export const ProjectContracts = named(
  "ProjectContracts",
  obj({
    projectId: int,
    projectStatus,
    gate: obj({ ready: z.boolean(), offline: z.boolean(), unsigned: list(str) }),
    offlineRecord: obj({ note: str, recordedAt: dateTime }).nullable(),
    artists: list(
      obj({
        artist: obj({ ...partyFields, profileImageUrl: nstr }),
        contract: obj({
          id: int,
          status: contractStatus,
          updatedAt: dateTime,
          signedAt: dateTime.nullable(),
          amendsContractId: int.nullable(),
          terminatedAt: dateTime.nullable(),
        })
          .nullable()
          .describe("The artist's latest contract (an amendment once one was made)"),
      }),
    ),
  }),
);
export const ContractVerifyResult = named(
  "ContractVerifyResult",
  obj({
    match: z.boolean(),
    status: contractStatus,
    signedAt: dateTime.nullable(),
    supersededAt: dateTime.nullable().describe("Replaced by an amendment both signed (the signed PDF still matches)"),
    terminatedAt: dateTime.nullable().describe("Ended by both parties' agreement (the signed PDF still matches)"),
  }),
);

// ---- activity record (issue 15) ----
const contractLink = obj({ pdfHash: str, verifyCode: str }).nullable();
const sharedFee = obj({ paid: z.boolean(), amount: int.nullable() }).nullable();
export const CreditView = named(
  "Credit",
  obj({
    id: int,
    projectId: int,
    projectTitle: str,
    field: str,
    producer: obj(partyFields),
    artist: obj(partyFields),
    role: str,
    startDate: day,
    endDate: day,
    presentedOn: day.nullable(),
    presentedPlace: nstr,
    feePaid: z.boolean(),
    feeAmount: int.nullable(),
    status: z.enum(CREDIT_STATUSES),
    verified: z.boolean(),
    correctionNote: nstr,
    isPublic: z.boolean(),
    feePublic: z.boolean(),
    confirmedAt: dateTime,
    acceptedAt: dateTime.nullable(),
    contract: contractLink,
  }),
  "A credit as its two parties see it; verified only when the producer confirmed and the artist accepted",
);
export const ProjectCredits = named(
  "ProjectCredits",
  obj({
    projectId: int,
    projectStatus,
    canConfirm: z.boolean().describe("Credits can be confirmed only once the project is completed"),
    artists: list(obj({ artist: obj(partyFields), credit: CreditView.nullable() })),
  }),
  "The producer's credit panel of a project: every accepted artist with their credit, if any",
);
export const ActivityItemView = named(
  "ActivityItem",
  obj({
    id: int,
    kind: z.enum(ACTIVITY_KINDS),
    title: str,
    role: nstr,
    organizer: nstr,
    place: nstr,
    startDate: day,
    endDate: day.nullable(),
    description: nstr,
    evidenceUrls: list(str),
    verified: z.literal(false),
    createdAt: dateTime,
  }),
  "Self-reported activity: never verified",
);
export const ActivityRecordSummary = named(
  "ActivityRecordSummary",
  obj({
    id: int,
    verifyCode: str,
    periodFrom: day,
    periodTo: day,
    includeFees: z.boolean(),
    credits: int,
    selfReported: int,
    pdfHash: str,
    createdAt: dateTime,
    revokedAt: dateTime.nullable(),
  }),
);
export const MyActivity = named(
  "MyActivity",
  obj({ credits: list(CreditView), items: list(ActivityItemView), records: list(ActivityRecordSummary) }),
  "The artist's own credits, self-reported items and built records",
);
export const PublicCredit = named(
  "PublicCredit",
  obj({
    id: int,
    projectId: int,
    projectTitle: str,
    field: str,
    producerName: str,
    role: str,
    startDate: day,
    endDate: day,
    presentedOn: day.nullable(),
    presentedPlace: nstr,
    fee: sharedFee,
    verifiedAt: dateTime,
  }),
  "A verified credit on a public profile; the fee only when the artist shared it",
);
export const RecordEntry = named(
  "RecordEntry",
  obj({
    kind: z.enum(["credit", "self"]),
    sourceId: int,
    title: str,
    field: str,
    role: nstr,
    startDate: day,
    endDate: day.nullable(),
    producer: nstr,
    presentedOn: day.nullable(),
    presentedPlace: nstr,
    fee: sharedFee,
    contract: contractLink,
    verifiedAt: dateTime.nullable(),
    evidence: list(str),
    upcoming: z.boolean().optional().describe("A verified credit whose dates were still ahead when the record was built (listed as upcoming)"),
  }),
  "One line of a built record, frozen as built (shared/activity.ts RecordEntry)",
);
export const RecordVerifyResult = named(
  "RecordVerifyResult",
  obj({
    valid: z.boolean(),
    revoked: z.boolean(),
    revokedAt: dateTime.nullable(),
    artistName: str,
    periodFrom: day,
    periodTo: day,
    createdAt: dateTime,
    pdfHash: str,
    entries: list(RecordEntry).describe("Empty once the record is revoked"),
  }),
);

// ---- account security (issue 25) ----
export const VerifyEmailAnswer = named(
  "VerifyEmailAnswer",
  obj({ message: str, signedIn: z.boolean().describe("Whether this browser was already signed in as the verified account (verifying never signs in)") }),
);
const secondFactorMethod = z.enum(["totp", "recovery_code"]);
export const SecondFactorRequired = named(
  "SecondFactorRequired",
  obj({ message: str, secondFactorRequired: z.literal(true), methods: list(secondFactorMethod) }),
  "The password was right; nobody is signed in until POST /api/auth/login/second-factor succeeds",
);
export const LoginAnswer = z.union([AuthAnswer, SecondFactorRequired]);
export const SessionInfo = named(
  "SessionInfo",
  obj({
    id: str.describe("A public id of the session (never the session id itself)"),
    current: z.boolean(),
    device: str.describe("Browser and system in words, e.g. 'Chrome · Windows'"),
    address: str,
    createdAt: dateTime,
    lastSeenAt: dateTime,
  }),
);
export const SessionList = list(SessionInfo);
export const SignInRecord = named("SignInRecord", obj({ id: int, at: dateTime, success: z.boolean(), method: str, address: str, device: str }));
export const SignInHistory = list(SignInRecord);
export const DataExportView = named(
  "DataExportView",
  obj({
    id: int,
    status: z.enum(["pending", "ready", "failed", "expired"]),
    requestedAt: dateTime,
    readyAt: dateTime.nullable(),
    expiresAt: dateTime.nullable().describe("24 hours after it was ready; the file is deleted then"),
    bytes: int.nullable(),
    downloadUrl: nstr.describe("The owner's download address while ready"),
  }),
);
export const DataExportState = named("DataExportState", obj({ export: DataExportView.nullable().describe("The latest request, or null") }));
export const ReauthAnswer = named("ReauthAnswer", obj({ message: str, reauthenticatedUntil: dateTime }));
export const TwoFactorStatus = named("TwoFactorStatus", obj({ totpEnabled: z.boolean(), recoveryCodesLeft: int, passkeys: int }));
export const TotpSetup = named("TotpSetup", obj({ secret: str, otpauthUri: str, qrCodeDataUrl: str.describe("The otpauth URI as a QR code (PNG data URL)") }));
export const RecoveryCodes = named("RecoveryCodes", obj({ message: str, recoveryCodes: list(str) }));
export const WebAuthnReauthOptions = named(
  "WebAuthnReauthOptions",
  obj({
    rpId: str,
    challenge: str.describe("base64url"),
    timeout: int,
    userVerification: webAuthnRequirement,
    allowCredentials: list(obj({ id: str, type: z.literal("public-key"), transports: list(webAuthnTransport).optional() })),
  }),
  "PublicKeyCredentialRequestOptionsJSON limited to the signed-in user's own passkeys",
);
