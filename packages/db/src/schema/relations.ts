import { relations } from "drizzle-orm";
import { articleCategories, articles, articleTags, tags } from "./articles";
import { brands } from "./brands";
import { collectiveComplaints } from "./collectives";
import { commentLikes, comments } from "./comments";
import { appeals, attributes, complaintSubtypes, complaintTypes, problems } from "./complaint-taxonomy";
import {
  complaintAppeals,
  complaintAttributes,
  complaintFollows,
  complaintImages,
  complaintLikes,
  complaintOperatorStream,
  complaintProblems,
  complaintRatings,
  complaints,
} from "./complaints";
import { enterpriseMembers, enterprises } from "./enterprises";
import { pushMessages } from "./messages";
import { cities } from "./site";
import { sessions, userRoles, users } from "./users";

// Relations only feed drizzle's relational query API (db.query.*); they create no SQL.

export const usersRelations = relations(users, ({ many }) => ({
  roles: many(userRoles),
  sessions: many(sessions),
  complaints: many(complaints),
  enterpriseMemberships: many(enterpriseMembers),
  pushMessages: many(pushMessages),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const enterprisesRelations = relations(enterprises, ({ many }) => ({
  brands: many(brands),
  members: many(enterpriseMembers),
}));

export const enterpriseMembersRelations = relations(enterpriseMembers, ({ one }) => ({
  enterprise: one(enterprises, { fields: [enterpriseMembers.enterpriseId], references: [enterprises.id] }),
  user: one(users, { fields: [enterpriseMembers.userId], references: [users.id] }),
}));

export const brandsRelations = relations(brands, ({ one, many }) => ({
  enterprise: one(enterprises, { fields: [brands.enterpriseId], references: [enterprises.id] }),
  complaints: many(complaints),
  collectives: many(collectiveComplaints),
}));

export const complaintTypesRelations = relations(complaintTypes, ({ many }) => ({
  subtypes: many(complaintSubtypes),
}));

export const complaintSubtypesRelations = relations(complaintSubtypes, ({ one, many }) => ({
  type: one(complaintTypes, { fields: [complaintSubtypes.typeId], references: [complaintTypes.id] }),
  problems: many(problems),
  attributes: many(attributes),
}));

export const problemsRelations = relations(problems, ({ one }) => ({
  subtype: one(complaintSubtypes, { fields: [problems.subtypeId], references: [complaintSubtypes.id] }),
}));

export const attributesRelations = relations(attributes, ({ one }) => ({
  subtype: one(complaintSubtypes, { fields: [attributes.subtypeId], references: [complaintSubtypes.id] }),
}));

export const complaintsRelations = relations(complaints, ({ one, many }) => ({
  user: one(users, { fields: [complaints.userId], references: [users.id] }),
  brand: one(brands, { fields: [complaints.brandId], references: [brands.id] }),
  enterprise: one(enterprises, { fields: [complaints.enterpriseId], references: [enterprises.id] }),
  subtype: one(complaintSubtypes, { fields: [complaints.subtypeId], references: [complaintSubtypes.id] }),
  city: one(cities, { fields: [complaints.cityId], references: [cities.id] }),
  collective: one(collectiveComplaints, {
    fields: [complaints.collectiveId],
    references: [collectiveComplaints.id],
  }),
  problems: many(complaintProblems),
  appeals: many(complaintAppeals),
  attributes: many(complaintAttributes),
  images: many(complaintImages),
  stream: many(complaintOperatorStream),
  rating: one(complaintRatings),
  comments: many(comments),
}));

export const complaintProblemsRelations = relations(complaintProblems, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintProblems.complaintId], references: [complaints.id] }),
  problem: one(problems, { fields: [complaintProblems.problemId], references: [problems.id] }),
}));

export const complaintAppealsRelations = relations(complaintAppeals, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintAppeals.complaintId], references: [complaints.id] }),
  appeal: one(appeals, { fields: [complaintAppeals.appealId], references: [appeals.id] }),
}));

export const complaintAttributesRelations = relations(complaintAttributes, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintAttributes.complaintId], references: [complaints.id] }),
  attribute: one(attributes, { fields: [complaintAttributes.attributeId], references: [attributes.id] }),
}));

export const complaintImagesRelations = relations(complaintImages, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintImages.complaintId], references: [complaints.id] }),
}));

export const complaintOperatorStreamRelations = relations(complaintOperatorStream, ({ one }) => ({
  complaint: one(complaints, {
    fields: [complaintOperatorStream.complaintId],
    references: [complaints.id],
  }),
  actor: one(users, { fields: [complaintOperatorStream.actorId], references: [users.id] }),
}));

export const complaintRatingsRelations = relations(complaintRatings, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintRatings.complaintId], references: [complaints.id] }),
  user: one(users, { fields: [complaintRatings.userId], references: [users.id] }),
}));

export const complaintLikesRelations = relations(complaintLikes, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintLikes.complaintId], references: [complaints.id] }),
  user: one(users, { fields: [complaintLikes.userId], references: [users.id] }),
}));

export const complaintFollowsRelations = relations(complaintFollows, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintFollows.complaintId], references: [complaints.id] }),
  user: one(users, { fields: [complaintFollows.userId], references: [users.id] }),
}));

export const collectiveComplaintsRelations = relations(collectiveComplaints, ({ one, many }) => ({
  brand: one(brands, { fields: [collectiveComplaints.brandId], references: [brands.id] }),
  complaints: many(complaints),
}));

export const commentsRelations = relations(comments, ({ one, many }) => ({
  complaint: one(complaints, { fields: [comments.complaintId], references: [complaints.id] }),
  article: one(articles, { fields: [comments.articleId], references: [articles.id] }),
  user: one(users, { fields: [comments.userId], references: [users.id], relationName: "comment_author" }),
  replyToUser: one(users, {
    fields: [comments.replyToUserId],
    references: [users.id],
    relationName: "comment_reply_to",
  }),
  parent: one(comments, { fields: [comments.parentId], references: [comments.id], relationName: "thread" }),
  replies: many(comments, { relationName: "thread" }),
  likes: many(commentLikes),
}));

export const commentLikesRelations = relations(commentLikes, ({ one }) => ({
  comment: one(comments, { fields: [commentLikes.commentId], references: [comments.id] }),
  user: one(users, { fields: [commentLikes.userId], references: [users.id] }),
}));

export const articleCategoriesRelations = relations(articleCategories, ({ many }) => ({
  articles: many(articles),
}));

export const articlesRelations = relations(articles, ({ one, many }) => ({
  category: one(articleCategories, { fields: [articles.categoryId], references: [articleCategories.id] }),
  tags: many(articleTags),
  comments: many(comments),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  articles: many(articleTags),
}));

export const articleTagsRelations = relations(articleTags, ({ one }) => ({
  article: one(articles, { fields: [articleTags.articleId], references: [articles.id] }),
  tag: one(tags, { fields: [articleTags.tagId], references: [tags.id] }),
}));

export const citiesRelations = relations(cities, ({ one, many }) => ({
  parent: one(cities, { fields: [cities.parentId], references: [cities.id], relationName: "city_tree" }),
  children: many(cities, { relationName: "city_tree" }),
}));

export const pushMessagesRelations = relations(pushMessages, ({ one }) => ({
  user: one(users, { fields: [pushMessages.userId], references: [users.id] }),
  complaint: one(complaints, { fields: [pushMessages.complaintId], references: [complaints.id] }),
}));
