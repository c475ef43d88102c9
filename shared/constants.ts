/** Business constants from the spec's "Business constants and limits" sections. */
export const PASSWORD_MIN = 6;

/**
 * The consents sign-up asks for (issue 31) and the version of each text agreed to, stored with the time
 * (user_consents). The terms and privacy versions are the dates of the /terms and /privacy pages (spec:
 * 23 July 2025); bump one when its page changes.
 */
export const CONSENT_KINDS = ["terms", "privacy", "age14"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_VERSIONS: Record<ConsentKind, string> = { terms: "2025-07-23", privacy: "2025-07-23", age14: "2025-07-23" };
/** Issue 25 (ASVS V6.2.9): at least 64 characters must be accepted; longer than 72 bytes is pre-hashed for bcrypt. */
export const PASSWORD_MAX = 128;
export const BCRYPT_COST = 12;
export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_REDIRECT_MS = 3000;
export const DELETE_CONFIRM_PHRASE = "삭제하겠습니다";
export const REMEMBER_ME_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Idle timeout of a browser-session (not remembered) session: each request moves it forward. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Video uploads (mp4, webm, mov), issue 26; streamed to storage, never held in memory. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Audio uploads (mp3, m4a, wav), issue 26. */
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/**
 * What one account may keep in uploads (issue 30): every stored byte of its files, list variants
 * included, until the clean-up job deletes the unused ones. Shown in /account-settings.
 */
export const UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;
/** An upload no row uses is deleted by the clean-up job once it is this old (a form left half-filled gets a day). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const MESSAGE_MAX = 500;
export const DECLINE_TEXT_MAX = 500;
export const BIO_MIN = 10;
export const BIO_MAX = 1000;
export const BIO_PLACEHOLDER = "나중에 작성 예정";
export const TAGS_MAX = 10;
export const POPULAR_TAGS_LIMIT = 20;
export const TAG_SEARCH_LIMIT = 10;
/** New tags one person may create in 24 hours, through any form (issue 30: tag creation was unlimited). */
export const TAG_CREATE_PER_DAY = 20;
/**
 * A tag someone created shows in the public lists and suggestions (GET /api/tags, /popular, /search, the
 * filters' tags) once this many different people use it, or once an operator approves it (is_verified).
 */
export const TAG_LISTED_AFTER_PEOPLE = 3;
export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 1000;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SEARCH_TEXT_MAX = 200;
export const POST_TAGS_MAX = 5;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_MAX = 2000;
export const REPORT_REASON_MAX = 500;
/** Posts on the trending card, and the window and half-life of the trending score (decision 009). */
export const TRENDING = { count: 3, windowDays: 7, halfLifeHours: 48, likeWeight: 1, commentWeight: 3 } as const;
/** Posts one user may create per minute (WRITE_RATE.post). */
export const POST_RATE = { windowMs: 60_000, max: 10 } as const;
/** Comments and replies one user may write per minute (WRITE_RATE.comment). */
export const COMMENT_RATE = { windowMs: 60_000, max: 30 } as const;
export const FILTER_TAGS_MAX = 5;
export const MIN_DATE = "1900-01-01";

export const PAGE_SIZE = { projects: 20, people: 16, posts: 10 } as const;
export const PROJECTS_LIMIT_MAX = 50;
/**
 * Searches count matches up to this many (shown as "1,000개 이상" beyond), and rank by relevance only
 * within the newest this-many matches: the cost of a search no longer grows with how common its words are.
 */
export const SEARCH_COUNT_CAP = 1000;

export const POLL_MS = {
  messages: 5_000,
  conversations: 15_000,
  unreadCount: 10_000,
  notifications: 30_000,
} as const;

export const LOGIN_PROMPT_DELAY_MS = 1000;
export const URGENT_DAYS = 7;
export const TOAST_DURATION_MS = 5000;
export const VERIFY_TOAST_MS = 10_000;
export const RESEND_TOAST_MS = 8_000;

export const LANDING = { projects: 6, artists: 3, tagsFetched: 20, tagsShown: 8, locationChips: 3 } as const;
export const NOTIFICATION_DROPDOWN_COUNT = 5;

const MINUTE = 60_000;
/**
 * Abuse limits (decision 018): attempts per window, per client IP and per e-mail address, each
 * key with its own window. Counted in the database, so every server process shares them.
 */
export const RATE_LIMITS = {
  // Issue 25: failures are counted per e-mail AND address together, so a stranger elsewhere cannot lock
  // the owner out; the e-mail alone has a wider limit that a known device of the owner (a device cookie
  // of a past sign-in) skips and a completed password reset clears.
  login: {
    perIp: { max: 25, windowMs: 5 * MINUTE },
    perEmailAndIp: { max: 25, windowMs: 60 * MINUTE },
    perEmail: { max: 100, windowMs: 60 * MINUTE },
  },
  // A signed-in user proving who they are again (re-authentication, turning the second factor on or off,
  // the current password of a change, withdrawal): per account, and per address for many accounts.
  reauth: { perIp: { max: 100, windowMs: 5 * MINUTE }, perEmail: { max: 25, windowMs: 60 * MINUTE } },
  // Offices and campuses share addresses: 20 sign-ups an hour from one of them.
  register: { perIp: { max: 20, windowMs: 60 * MINUTE }, perEmail: { max: 5, windowMs: 60 * MINUTE } },
  resend: { perIp: { max: 20, windowMs: 15 * MINUTE }, perEmail: { max: 3, windowMs: 15 * MINUTE } },
  resetRequest: { perIp: { max: 20, windowMs: 30 * MINUTE }, perEmail: { max: 5, windowMs: 30 * MINUTE } },
  resetConfirm: { perIp: { max: 30, windowMs: 15 * MINUTE } },
  contact: { perIp: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 5, windowMs: 60 * MINUTE } },
} as const satisfies Record<
  string,
  { perIp: { max: number; windowMs: number }; perEmailAndIp?: { max: number; windowMs: number }; perEmail?: { max: number; windowMs: number } }
>;

/**
 * Live-event streams (GET /api/events) one user may hold open in one server process (issue 30: they were
 * unlimited). The next tab is refused with 429 and falls back to polling.
 */
export const LIVE_STREAMS_PER_USER = 5;

/**
 * Writes one signed-in user may make per window (a minute unless said): numbers a person typing never reaches, a script does.
 */
export const WRITE_RATE = {
  message: { windowMs: MINUTE, max: 30 },
  post: POST_RATE,
  comment: COMMENT_RATE,
  application: { windowMs: MINUTE, max: 30 },
  invitation: { windowMs: MINUTE, max: 30 },
  // Issue 30: project creation had no limit. A producer posts a few a day; 20 an hour is a script.
  projectCreate: { windowMs: 60 * MINUTE, max: 20 },
  // Publishing, starting, completing, cancelling, taking back to draft.
  projectStatus: { windowMs: MINUTE, max: 30 },
  // Files (POST /api/upload and image posts): a person adds a few at a time; issue 30 saw 40 in seconds.
  upload: { windowMs: MINUTE, max: 30 },
  // Video and audio (issue 26): a self-tape or two at a time, each up to VIDEO_MAX_BYTES.
  mediaUpload: { windowMs: 60 * MINUTE, max: 20 },
} as const;

export const USER_TYPES = ["producer", "artist"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const PROJECT_STATUSES = ["draft", "published", "in_progress", "completed", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Statuses anyone may see in lists (projects, tags in use, sitemap, catalog counts): everything but drafts and cancelled projects. */
export const LISTED_STATUSES = ["published", "in_progress", "completed"] as const satisfies readonly ProjectStatus[];
export const APPLICATION_STATUSES = ["pending", "reviewed", "interview", "accepted", "rejected", "withdrawn", "invited_accepted"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** An artist on the project: accepted by its producer, or joined by accepting an invitation. */
export const PARTICIPANT_STATUSES = ["accepted", "invited_accepted"] as const satisfies readonly ApplicationStatus[];
export const INVITATION_STATUSES = ["pending", "accepted", "rejected", "cancelled"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const NOTIFICATION_TYPES = ["application", "application_status", "project_update", "message", "system", "invitation", "saved_search"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ACTIVITY_TYPES = [
  "login",
  "message_sent",
  "message_read",
  "profile_updated",
  "application_submitted",
  "project_created",
  "invitation_sent",
  "review_submitted",
] as const;
export const MESSAGE_TYPES = ["regular", "invitation", "system"] as const;
export const POST_TYPES = ["general", "work", "info", "question", "recruitment"] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_SORTS = ["newest", "popular"] as const;
export type PostSort = (typeof POST_SORTS)[number];
// The spec's types, then film and stage work (issue 31: a film credit had to be filed under 공연).
export const EXPERIENCE_TYPES = [
  "exhibition",
  "collection",
  "residency",
  "project",
  "art_fair",
  "performance",
  "film",
  "drama",
  "cf",
  "broadcast",
  "theatre",
  "concert",
  "album",
] as const;

/**
 * The field a producer or artist works in (issue 31), picked at sign-up or in the profile: role badges,
 * portfolio prompts and career types follow it (shared/labels.ts).
 */
export const DISCIPLINES = ["exhibition", "film", "performance", "music", "publishing", "other"] as const;
export type Discipline = (typeof DISCIPLINES)[number];
/**
 * Performer details (issue 31): actors, dancers, models and other artists cast by how they look may add
 * gender, height and the ages they can play to their profile; the artist directory filters on them.
 */
export const GENDERS = ["female", "male", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export const HEIGHT_CM_MIN = 50;
export const HEIGHT_CM_MAX = 250;
export const PLAYING_AGE_MIN = 1;
export const PLAYING_AGE_MAX = 100;
export const CONTACT_CATEGORIES = ["general", "support", "bug", "feature", "partnership"] as const;
export const DECLINE_CATEGORIES = ["schedule", "budget", "genre", "location", "info", "other"] as const;

export const BUDGET_PRESETS = ["미정", "추후 협의", "협찬", "100만원 이하", "100~500만원", "500~1000만원", "1000~5000만원", "5000만원 이상"] as const;
export const PROJECT_SORTS = ["newest", "deadline", "budget"] as const;

/** What a report can be about (one reports table for all). */
export const REPORT_KINDS = ["post", "comment", "message", "user", "project"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Distinct reporters that hide a post, comment or project from everyone until a moderator reviews it. */
export const REPORT_HIDE_THRESHOLD = 5;

/** The operator console (issue 24). 'operator' runs it; 'admin' also grants and revokes roles. */
export const STAFF_ROLES = ["operator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What an operator may do with a report's target. */
export const REPORT_ACTIONS = ["dismiss", "hide", "delete"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** The suspended_until of a suspension "for good" (a timestamp column holds no infinity for the driver). */
export const SUSPENDED_FOREVER_ISO = "9999-12-31T00:00:00.000Z";
export const SUSPEND_DAYS_MAX = 3650;
/** Rows per page of the console's lists; the stats range at most. */
export const ADMIN_PAGE_SIZE = 30;
export const ADMIN_STATS_DAYS_MAX = 366;
/** Messages shown around a reported message (before and after it, each). */
export const REPORTED_MESSAGE_CONTEXT = 5;

/** Non-account mails a user may turn off, one switch each in /account-settings. */
export const MAIL_KINDS = [
  "invitation",
  "application_result",
  "project_status",
  "review",
  "deadline_reminder",
  "saved_search",
  "contract",
  "audition",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The support address shown on /contact and used when SUPPORT_EMAIL is not set. */
export const SUPPORT_EMAIL_DEFAULT = "support@artlink.kr";
/** Response times per contact category (spec section 9); feature has none stated, general applies. */
export const CONTACT_RESPONSE_HOURS = { general: 24, support: 12, bug: 6, feature: 24, partnership: 48 } as const;

/** Directories and profiles (decision 008). Directory sorts; 'rating' is the producers' extra sort (artists accept it too); 'verified' ranks artists by verified credits (issue 15). */
export const PEOPLE_SORTS = ["newest", "name", "experience", "rating", "verified"] as const;
export const PEOPLE_LIMIT_MAX = 50;

/** Our own caps on profile sections (the spec sets none); past them a create answers 409. */
export const PROFILE_LIMITS = { portfolios: 50, experiences: 100, awards: 100, education: 30 } as const;
/** A producer's projects listed on the profile answer (the page shows 5 with "N of total"). */
export const PROFILE_PROJECTS_MAX = 20;
export const PROFILE_REVIEWS_MAX = 50;
export const YEARS_OF_EXPERIENCE_MAX = 80;
/** Square profile pictures made by POST /api/upload?variant=avatar. */
export const AVATAR_SIZE = 512;

/** Saved searches (decision 023): what a search is saved from, how often it alerts, and the per-user cap. */
export const SAVED_SEARCH_SCOPES = ["projects", "artists", "producers"] as const;
export type SavedSearchScope = (typeof SAVED_SEARCH_SCOPES)[number];
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 50;
/** Digests go out at 09:00 Asia/Seoul (weekly ones on Mondays). */
export const SAVED_SEARCH_DIGEST_HOUR_KST = 9;
/** Items a digest mail lists at most (the link opens the full list). */
export const SAVED_SEARCH_DIGEST_ITEMS = 20;
/** At most one instant saved-search alert per person in this long; what matches meanwhile goes out together after it. */
export const INSTANT_ALERT_GAP_MS = 60 * 60_000;
/** How many recommendations the dashboard card and the invite dialog show. */
export const RECOMMENDATIONS_LIMIT = 6;
/** Artists suggested for a project in its producer's invite flow (decision 023). */
export const SUGGESTIONS_LIMIT = 8;

/**
 * The largest row id (PostgreSQL `integer`/`serial`). Ids in payloads and queries above it are refused
 * by the validators: compared with an integer column they would fail in the database (22003), not as input.
 */
export const DB_ID_MAX = 2_147_483_647;
