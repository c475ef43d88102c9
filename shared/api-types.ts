/**
 * Answer shapes of the API, written once here: the server's services are typed with them and the
 * client's fetchers infer from them. Dates travel as ISO strings ('YYYY-MM-DD' for date-only fields).
 */
import type { ApplicationStatus, InvitationStatus, MailKind, ProjectStatus, UserType } from "./constants";

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

/**
 * A party of an invitation or application as dashboards show it. `email` is null unless the viewer is
 * the other party of that invitation or application (or the person themself).
 */
export interface Person {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isDeleted: boolean;
  specialties: string[];
}

/** The project as dashboard lists of invitations and applications show it. */
export interface DashboardProjectRef {
  id: number;
  title: string;
  status: ProjectStatus;
  deadline: string | null;
  location: string | null;
  budget: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/** One invitation in GET /api/invitations/received and /sent (newest first), and the answer of POST, cancel and respond. */
export interface DashboardInvitation {
  id: number;
  projectId: number;
  producerId: string;
  artistId: string;
  message: string | null;
  status: InvitationStatus;
  rejectionCategory: string | null;
  rejectionReason: string | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
  project: DashboardProjectRef;
  producer: Person;
  artist: Person;
}

/** One application in GET /api/applications/my (artist) and GET /api/my-applications (producer), newest first. */
export interface DashboardApplication {
  id: number;
  projectId: number;
  artistId: string;
  coverLetter: string | null;
  status: ApplicationStatus;
  reason: string | null;
  appliedAt: string;
  updatedAt: string;
  project: DashboardProjectRef & { producer: Person };
  artist: Person;
  /** The artist has already reviewed this project's producer (the artist's review button turns to 'completed'). */
  hasReviewedProducer: boolean;
}

/** GET /api/invitations/artist-history/{artistId}: this producer's pending or accepted invitations to that artist. */
export interface ArtistInvitationHistory {
  invitedProjectIds: number[];
}

export interface InvitableProject {
  id: number;
  title: string;
  status: ProjectStatus;
  deadline: string | null;
}

/** GET /api/invitations/check/{artistId} (producer). */
export interface InvitationCheck {
  collaborationHistory: {
    /** The artist took part in one of this producer's projects (accepted application or invitation). */
    hasPastCollaboration: boolean;
    /** The artist declined one of this producer's invitations. */
    hasPastRejection: boolean;
    /** Invitations of this producer to the artist, cancelled ones included. */
    totalInvitations: number;
  };
  /** The producer's projects that can still invite this artist (published, deadline not past, not yet invited or accepted). */
  invitableProjects: InvitableProject[];
  /** Every project of the producer except cancelled ones, each with the Korean reason it cannot be chosen (null when it can). */
  projects: Array<InvitableProject & { invitable: boolean; reason: string | null }>;
}

/** GET /api/dashboard/stats: the four header cards of the dashboard. */
export type DashboardStats =
  | {
      userType: "producer";
      totalProjects: number;
      /** published + in_progress */
      activeProjects: number;
      pendingApplications: number;
      /** One decimal, or null without reviews. */
      averageRating: number | null;
      totalReviews: number;
    }
  | {
      userType: "artist";
      totalApplications: number;
      pendingInvitations: number;
      /** accepted or invited_accepted applications on published, in_progress or completed projects */
      participatingProjects: number;
      averageRating: number | null;
      totalReviews: number;
    };

/** GET /api/projects/{id}/reviews-completed (owner only). */
export interface ReviewsCompleted {
  reviewsCompleted: boolean;
}

/** GET and PUT /api/account/mail-preferences: true means the mail of that kind is sent. */
export interface MailPreferences {
  preferences: Record<MailKind, boolean>;
}
