// The saved-search alert and digest jobs live with their feature (features/saved-searches/alerts.ts); the
// runner's callers and tests find them here, beside the other jobs.
export { digestSlot, SAVED_SEARCH_ALERTS_JOB, SAVED_SEARCH_DIGESTS_JOB, savedSearchAlertsJob, savedSearchDigestsJob } from "../features/saved-searches/service";
