import type { FeaturePaths, OperationMap } from "./define";
import { activityPaths } from "./activity";
import { adminPaths } from "./admin";
import { applicationPaths } from "./applications";
import { authPaths } from "./auth";
import { catalogPaths } from "./catalog";
import { communityPaths } from "./community";
import { contactPaths } from "./contact";
import { contractPaths } from "./openapi";
import { contractsPaths } from "./contracts";
import { dashboardPaths } from "./dashboard";
import { directoryPaths } from "./directories";
import { eventPaths } from "./events";
import { healthPaths } from "./health";
import { identityPaths } from "./identities";
import { invitationPaths } from "./invitations";
import { mailPreferencePaths } from "./mail-preferences";
import { messagePaths } from "./messages";
import { notificationPaths } from "./notifications";
import { paymentPaths } from "./payments";
import { profilePaths } from "./profiles";
import { projectPaths } from "./projects";
import { productionPaths } from "./production";
import { reviewPaths } from "./reviews";
import { suggestionPaths } from "./suggestions";
import { savedSearchPaths } from "./saved-searches";
import { securityPaths } from "./security";
import { seoPaths } from "./seo";
import { tagPaths } from "./tags";
import { uploadPaths } from "./uploads";

/**
 * Every feature's operations, in the order of the reference page. A new feature adds its own
 * `shared/contract/<feature>.ts` (defineFeature) and one line here; the coverage test
 * (tests/api/contract/coverage.test.ts) fails until every route it mounts is listed.
 */
export const features = [
  authPaths,
  identityPaths,
  securityPaths,
  projectPaths,
  applicationPaths,
  productionPaths,
  invitationPaths,
  reviewPaths,
  contractsPaths,
  paymentPaths,
  dashboardPaths,
  profilePaths,
  directoryPaths,
  messagePaths,
  communityPaths,
  notificationPaths,
  eventPaths,
  mailPreferencePaths,
  savedSearchPaths,
  contactPaths,
  tagPaths,
  catalogPaths,
  uploadPaths,
  healthPaths,
  contractPaths,
  suggestionPaths,
  activityPaths,
  seoPaths,
  adminPaths,
] as const satisfies readonly FeaturePaths[];

/** Every operation of the API keyed "METHOD /path": what the typed client fetcher calls. */
export type Operations = OperationMap<typeof features>;
export type OperationName = keyof Operations;
