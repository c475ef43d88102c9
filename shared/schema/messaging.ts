import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { invitationStatusEnum, messageTypeEnum, notificationTypeEnum } from "./enums";
import { projects } from "./projects";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    message: text("message").notNull(),
    type: notificationTypeEnum("type").notNull(),
    read: boolean("read").notNull().default(false),
    relatedId: text("related_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    messageType: messageTypeEnum("message_type").notNull().default("regular"),
    invitationStatus: invitationStatusEnum("invitation_status"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_sender_receiver_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_receiver_unread_idx").on(t.receiverId, t.read),
    index("messages_project_idx").on(t.projectId),
    // The console's numbers count messages per day (issue 24).
    index("messages_created_idx").on(t.createdAt),
  ],
);
