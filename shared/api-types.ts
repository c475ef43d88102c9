import type { z } from "zod";
import type * as contract from "./contract/responses";
import type * as payments from "./contract/payments";

/**
 * The answer types of the API, inferred from the contract's strict answer schemas
 * (shared/contract/responses.ts, decision 028): none is written by hand. Services type their results
 * with them; the client's `api()` infers the same types from the operations.
 */

export type TagRef = z.output<typeof contract.TagRef>;
export type Tag = z.output<typeof contract.Tag>;
export type Location = z.output<typeof contract.Location>;

/** The producer as shown on cards and the project page; e-mail only for signed-in viewers. */
export type ProjectProducer = z.output<typeof contract.ProjectProducer>;

export type ProjectCard = z.output<typeof contract.ProjectCard>;
export type ProjectRole = z.output<typeof contract.ProjectRole>;
export type ProjectConditionsOut = z.output<typeof contract.ProjectConditions>;

export type ViewerApplication = z.output<typeof contract.ViewerApplication>;
export type ViewerInvitation = z.output<typeof contract.ViewerInvitation>;

export type ProjectDetail = z.output<typeof contract.ProjectDetail>;

export type ProjectPage = z.output<typeof contract.ProjectPage>;

export type PublicStats = z.output<typeof contract.PublicStats>;

export type PublicArtist = z.output<typeof contract.PublicArtist>;

export type UploadResult = z.output<typeof contract.UploadResult>;
export type UploadUsage = z.output<typeof contract.UploadUsage>;

export type FavoriteToggle = z.output<typeof contract.FavoriteToggle>;

/** One accepted artist of a project (GET /api/projects/{id}/accepted-artists, owner only). */
export type AcceptedArtist = z.output<typeof contract.AcceptedArtist>;

export type ReviewPerson = z.output<typeof contract.ReviewPerson>;

/** One review as GET /api/projects/{id}/reviews answers it, newest first. */
export type ProjectReview = z.output<typeof contract.ProjectReview>;

/** The author of a community post or comment; a withdrawn account shows as 탈퇴한 사용자 (isDeleted, decision 004). */
export type CommunityAuthor = z.output<typeof contract.CommunityAuthor>;

export type CommunityPost = z.output<typeof contract.CommunityPost>;

export type CommunityPostPage = z.output<typeof contract.CommunityPostPage>;

/**
 * A comment with its replies (oldest first). A deleted comment keeps its place for its replies:
 * content and author are null and the client shows 삭제된 댓글입니다.
 */
export type CommunityComment = z.output<typeof contract.CommunityComment>;

/** Answer of the post and comment like toggles. */
export type LikeToggle = z.output<typeof contract.LikeToggle>;

export type ReportResult = z.output<typeof contract.ReportResult>;

/** Answer of POST and DELETE /api/users/{id}/follow: the viewer's state and the target's counts. */
export type FollowState = z.output<typeof contract.FollowState>;

/** GET /api/community/popular-tags: tags by the number of visible posts using them. */
export type CommunityTagCount = z.output<typeof contract.CommunityTagCount>;

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
export type ConversationSummary = z.output<typeof contract.ConversationSummary>;

export type ConversationCounterpart = z.output<typeof contract.ConversationCounterpart>;

/** GET /api/conversations/{userId}/context: the newest shared project and whether a new message may be sent. */
export type ConversationContext = z.output<typeof contract.ConversationContext>;

export type ThreadMessage = z.output<typeof contract.ThreadMessage>;

/** GET /api/messages/{id} (a user id): a page of the thread, oldest first; hasMore when older messages exist. */
export type MessageThread = z.output<typeof contract.MessageThread>;

export type BlockState = z.output<typeof contract.BlockState>;

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
export type MailPreferences = z.output<typeof contract.MailPreferences>;

/** GET /api/saved-searches (the owner's, newest first), and the answer of POST and PATCH. */
export type SavedSearch = z.output<typeof contract.SavedSearch>;

/** GET /api/auth/providers: the sign-in providers switched on in this installation. */
export type OAuthProviderId = "kakao" | "naver" | "google";
export type AuthProvidersAnswer = z.output<typeof contract.AuthProviders>;

/** GET /api/auth/sign-in-methods: every way into the signed-in account. */
export type SignInMethods = z.output<typeof contract.SignInMethods>;

/** GET /api/auth/oauth/pending: a first provider sign-in waiting for role and terms. */
export type PendingProviderSignup = z.output<typeof contract.PendingProviderSignup>;

// ---- Written contracts (issue 14) ----

export type ContractParty = z.output<typeof contract.ContractParty>;
export type ContractSignatureView = z.output<typeof contract.ContractSignatureView>;
/** GET /api/contracts/:id: the document both parties read, with what the viewer may do now. */
export type ContractView = z.output<typeof contract.ContractView>;
/** GET /api/my-contracts: one row per contract the viewer is a party to. */
export type ContractSummary = z.output<typeof contract.ContractSummary>;
/** GET /api/projects/:id/contracts: the producer's view of a project's contracts and its start gate. */
export type ProjectContracts = z.output<typeof contract.ProjectContracts>;
/** POST /api/contracts/verify/:code: whether the hash is the signed one; never the contents. */
export type ContractVerifyResult = z.output<typeof contract.ContractVerifyResult>;

/**
 * GET /api/projects/:id/suggested-artists: an artist suggested to the project's producer (decision 023),
 * with why: the project's tags the artist also lists and whether they are in the project's region.
 * No e-mail: the two are not connected yet.
 */
export type SuggestedArtist = z.output<typeof contract.SuggestedArtist>;

// ---- activity record (issue 15) -------------------------------------------------------------

/** A credit as its two parties see it (the fee is theirs to see). */
export type CreditView = z.output<typeof contract.CreditView>;

/** The producer's credit panel of a project: every accepted artist with their credit, if any. */
export type ProjectCredits = z.output<typeof contract.ProjectCredits>;

/** Self-reported activity: never verified. */
export type ActivityItemView = z.output<typeof contract.ActivityItemView>;

export type ActivityRecordSummary = z.output<typeof contract.ActivityRecordSummary>;

/** GET /api/activity: the artist's own credits, self-reported items and built records. */
export type MyActivity = z.output<typeof contract.MyActivity>;

/** A verified credit on a public profile: the fee only when the artist shared it. */
export type PublicCredit = z.output<typeof contract.PublicCredit>;

/** GET /api/records/verify/:code: what the record contains, as the artist chose to share it. */
export type RecordVerifyResult = z.output<typeof contract.RecordVerifyResult>;

/** GET /api/me/export: the owner's data export and its state (issue 25). */
export type DataExportView = z.output<typeof contract.DataExportView>;

// Issue 27: the production team's view (shared/contract/production.ts).
import type * as production from "./contract/production";
export type Applicant = z.output<typeof production.Applicant>;
export type TeamMember = z.output<typeof production.TeamMember>;
export type AuditionSlot = z.output<typeof production.AuditionSlot>;
export type AuditionBooking = z.output<typeof production.AuditionBooking>;
export type ScheduleDay = z.output<typeof production.ScheduleDay>;
export type MyAudition = z.output<typeof production.MyAudition>;
/** Getting paid (issue 28): one contract's milestones, and one of the user's milestones for the dashboards. */
export type ContractPayments = z.output<typeof payments.ContractPayments>;
export type PaymentMilestone = z.output<typeof payments.PaymentMilestone>;
export type MyPayment = z.output<typeof payments.MyPayment>;
export type EscrowOrder = z.output<typeof payments.EscrowOrder>;
/** The artist's payout account and payouts (decision 040). */
export type PayoutAccountView = z.output<typeof payments.PayoutAccountView>;
