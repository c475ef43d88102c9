import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { userTags } from "./reference";
import { users } from "./users";

export const communityPosts = pgTable(
  "community_posts",
  {
    id: serial("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    imageUrl: varchar("image_url", { length: 500 }),
    postType: varchar("post_type", { length: 20 }).notNull().default("general"),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    searchTokens: text("search_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when enough distinct users reported the post (hidden from everyone until a moderator reviews it). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Why it is hidden: 'reports' (the threshold), 'operator' (the console) or 'suspension' (its author's). */
    hiddenBy: varchar("hidden_by", { length: 20 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("community_posts_author_idx").on(t.authorId),
    index("community_posts_type_created_idx").on(t.postType, t.createdAt),
    index("community_posts_created_idx").on(t.createdAt),
    index("community_posts_like_idx").on(t.likeCount),
    index("community_posts_search_tokens_idx").using("gin", t.searchTokens),
  ],
);

export const communityPostTags = pgTable(
  "community_post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => userTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("community_post_tags_tag_idx").on(t.tagId)],
);

export const communityLikes = pgTable(
  "community_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("community_likes_user_idx").on(t.userId)],
);

export const communityComments = pgTable(
  "community_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => communityComments.id, { onDelete: "cascade" }),
    likeCount: integer("like_count").notNull().default(0),
    isDeleted: boolean("is_deleted").notNull().default(false),
    isEdited: boolean("is_edited").notNull().default(false),
    /** Set while the comment is hidden from everyone (the same semantics as a post's). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Why it is hidden: 'reports' (the threshold), 'operator' (the console) or 'suspension' (its author's). */
    hiddenBy: varchar("hidden_by", { length: 20 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("community_comments_post_idx").on(t.postId, t.createdAt),
    index("community_comments_parent_idx").on(t.parentId),
    index("community_comments_author_idx").on(t.authorId),
  ],
);

export const communityCommentLikes = pgTable(
  "community_comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => communityComments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("community_comment_likes_user_idx").on(t.userId)],
);

/** One row per viewer per day, so a refetch does not count as a new view (as project_views). */
export const communityPostViews = pgTable(
  "community_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    viewerKey: varchar("viewer_key", { length: 100 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.day] })],
);
