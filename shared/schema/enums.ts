import { pgEnum } from "drizzle-orm/pg-core";
import { ACTIVITY_TYPES, APPLICATION_STATUSES, INVITATION_STATUSES, MESSAGE_TYPES, NOTIFICATION_TYPES, PROJECT_STATUSES, USER_TYPES } from "../constants";

export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const projectStatusEnum = pgEnum("project_status", PROJECT_STATUSES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);
export const invitationStatusEnum = pgEnum("invitation_status", INVITATION_STATUSES);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);
export const activityTypeEnum = pgEnum("activity_type", ACTIVITY_TYPES);
export const messageTypeEnum = pgEnum("message_type", MESSAGE_TYPES);
