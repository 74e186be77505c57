import * as schema from "../schema";
import {
  ARTICLE_AUTHORS,
  ARTICLE_CATEGORIES,
  ARTICLE_PERSONS,
  ARTICLE_RESOLUTIONS,
  ARTICLE_SEASONS,
  ARTICLE_TOPICS,
  ARTICLES_PER_CATEGORY,
  CATEGORY_TAGS,
} from "./content/articles";
import { ARTICLE_COMMENTS } from "./content/complaint-flow";
import { MAJOR_CITIES } from "./content/major-cities";
import { DAY_MS, HOUR_MS, type Population, pickConsumerBefore, userIdOf } from "./population";
import { createRng, fillTemplate } from "./random";
import { buildArticleRow } from "./row-builders";
import type { WriteTracker } from "./write-tracker";

const SUMMARY_LENGTH = 80;
const HISTORY_DAYS = 720;

function toHtml(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.startsWith("## ") ? `<h3>${paragraph.slice(3)}</h3>` : `<p>${paragraph}</p>`,
    )
    .join("\n");
}

/** Categories, tags, templated articles and a few reader comments and likes under them. */
export async function seedArticles(
  tracker: WriteTracker,
  seed: number,
  nowMs: number,
  population: Population,
  firstCommentId: number,
): Promise<void> {
  const tagNames = [
    ...new Set([
      ...Object.values(CATEGORY_TAGS),
      ...ARTICLE_TOPICS.flatMap((topic) => [topic.tag, topic.lawTag]),
    ]),
  ];
  const tagIds = new Map(tagNames.map((name, i) => [name, i + 1]));
  await Promise.all([
    tracker.write(
      schema.articleCategories,
      ARTICLE_CATEGORIES.map((category, i) => ({ id: i + 1, name: category.name, sort: i })),
    ),
    tracker.write(
      schema.tags,
      tagNames.map((name, i) => ({ id: i + 1, name, createdAt: new Date(nowMs - HISTORY_DAYS * DAY_MS) })),
    ),
  ]);

  const articleRows: (typeof schema.articles.$inferInsert)[] = [];
  const articleTagRows: (typeof schema.articleTags.$inferInsert)[] = [];
  const commentRows: (typeof schema.comments.$inferInsert)[] = [];
  const likeRows: (typeof schema.articleLikes.$inferInsert)[] = [];
  let nextCommentId = firstCommentId;
  ARTICLE_CATEGORIES.forEach((category, c) => {
    for (let i = 0; i < ARTICLES_PER_CATEGORY; i++) {
      const id = c * ARTICLES_PER_CATEGORY + i + 1;
      const rng = createRng(seed, "article", id);
      const topic = ARTICLE_TOPICS[(i * 7 + c * 3) % ARTICLE_TOPICS.length];
      if (!topic) throw new Error("Seed article topics are empty");
      // Shifting the template by i/topics keeps a topic's second article from repeating its first title.
      const titleTemplate =
        category.titles[(i + Math.floor(i / ARTICLE_TOPICS.length)) % category.titles.length];
      const publishedMs = nowMs - rng.next() * HISTORY_DAYS * DAY_MS;
      const published = new Date(publishedMs + 8 * HOUR_MS);
      const slots = {
        topic: topic.name,
        risk: topic.risk,
        tip1: topic.tips[0],
        tip2: topic.tips[1],
        tip3: topic.tips[2],
        law: topic.law,
        story: topic.story,
        season: rng.pick(ARTICLE_SEASONS),
        person: rng.pick(ARTICLE_PERSONS),
        city: rng.pick(MAJOR_CITIES).replace(/市$/, ""),
        month: `${published.getUTCFullYear()}年${published.getUTCMonth() + 1}月`,
        year: String(published.getUTCFullYear() - (published.getUTCMonth() < 3 ? 1 : 0)),
        percent: String(rng.int(12, 68)),
        resolution: rng.pick(ARTICLE_RESOLUTIONS),
      };
      const paragraphs = category.body.map((paragraph) => fillTemplate(paragraph, slots));
      const firstParagraph = paragraphs[0] ?? "";
      const commentTotal = rng.weighted([
        [0, 30],
        [1, 30],
        [2, 20],
        [rng.int(3, 5), 20],
      ] as const);
      for (let k = 0; k < commentTotal; k++) {
        const atMs = publishedMs + rng.next() * (nowMs - publishedMs);
        commentRows.push({
          id: nextCommentId++,
          articleId: id,
          userId: userIdOf(pickConsumerBefore(population, rng, atMs)),
          content: rng.pick(ARTICLE_COMMENTS),
          createdAt: new Date(atMs),
        });
      }
      // Likes are rows, one per reader, and like_count counts them.
      const likers = new Map<number, Date>();
      for (let k = rng.int(0, 60); k > 0; k--) {
        const atMs = publishedMs + rng.next() * (nowMs - publishedMs);
        const userId = userIdOf(pickConsumerBefore(population, rng, atMs));
        if (!likers.has(userId)) likers.set(userId, new Date(atMs));
      }
      for (const [userId, createdAt] of likers) likeRows.push({ articleId: id, userId, createdAt });
      articleRows.push(
        buildArticleRow({
          id,
          categoryId: c + 1,
          title: fillTemplate(titleTemplate ?? "{topic}", slots),
          summary:
            firstParagraph.length > SUMMARY_LENGTH
              ? `${firstParagraph.slice(0, SUMMARY_LENGTH)}…`
              : firstParagraph,
          content: toHtml(paragraphs),
          coverUrl: `/images/article-covers/${c + 1}.svg`,
          author: rng.pick(ARTICLE_AUTHORS),
          viewCount: Math.floor(Math.exp(5 + rng.next() * 5)),
          likeCount: likers.size,
          commentCount: commentTotal,
          isRecommended: rng.chance(0.12),
          publishedAt: new Date(publishedMs),
          createdAt: new Date(publishedMs - rng.int(1, 48) * HOUR_MS),
          updatedAt: new Date(publishedMs),
        }),
      );
      for (const tag of new Set([topic.tag, CATEGORY_TAGS[category.name] ?? category.name, topic.lawTag])) {
        const tagId = tagIds.get(tag);
        if (tagId !== undefined) articleTagRows.push({ articleId: id, tagId });
      }
    }
  });
  await tracker.write(schema.articles, articleRows);
  await Promise.all([
    tracker.write(schema.articleTags, articleTagRows),
    tracker.write(schema.comments, commentRows),
    tracker.write(schema.articleLikes, likeRows),
  ]);
}
