import {
  acceptAnswer,
  askQuestion,
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  getMyAnswers,
  getMyQuestions,
  getQaCategories,
  getQaList,
  getQaQuestion,
  likeAnswer,
  listQaQueue,
  moderateQaPosts,
  postAnswer,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { loadQaQuestion } from "./qa-detail";
import { listMyAnswers, listMyQuestions, listQaCategories, loadQaListPage } from "./qa-lists";
import { listQaQueueItems, moderatePosts } from "./qa-moderation";
import { loadAnswerForAuthor, loadQuestionForAuthor } from "./qa-posts";
import {
  acceptQaAnswer,
  deleteOwnPost,
  editOwnAnswer,
  editOwnQuestion,
  postAnswerTo,
  postQuestion,
  toggleAnswerLike,
} from "./qa-writes";

const LIKES_PER_MINUTE = { max: 60, timeWindow: "1 minute", keyGenerator: perUserRateLimitKey };
// Staff writes are deliberate; a bulk request carries hundreds of posts at once.
const STAFF_WRITE_LIMIT = { max: 120, timeWindow: "1 minute", keyGenerator: perUserRateLimitKey };

/** Questions and answers: public lists and pages, members' writes, and the console's queue. */
export function registerQaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // Per address, on top of each member's own limits (QA_POST_LIMITS): many accounts posting from
  // one place is how a spam wave arrives.
  const postsPerAddress = { max: deps.config.QA_POSTS_PER_MINUTE_PER_IP, timeWindow: "1 minute" };

  route(app, getQaCategories, () => listQaCategories(db), {
    cachedAnswer: { cache: deps.cache, key: () => "qa-categories", ttlMs: CACHE_TTL_MS.list },
  });
  route(app, getQaList, ({ query }) => loadQaListPage(db, query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `qa-list:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.list,
    },
  });
  route(app, getQaQuestion, ({ params, query, user }) =>
    loadQaQuestion(deps, params.id, query, user?.id ?? null),
  );

  route(
    app,
    askQuestion,
    async ({ body, user }) => {
      const { id, now } = await postQuestion(deps, user.id, body);
      return loadQuestionForAuthor(db, id, user.id, now);
    },
    { rateLimit: postsPerAddress },
  );
  route(
    app,
    editQuestion,
    async ({ params, body, user }) => {
      const now = await editOwnQuestion(deps, user.id, params.id, body);
      return loadQuestionForAuthor(db, params.id, user.id, now);
    },
    { rateLimit: postsPerAddress },
  );
  route(app, deleteQuestion, ({ params, user }) => deleteOwnPost(deps, "question", params.id, user.id));

  route(
    app,
    postAnswer,
    async ({ params, body, user }) => {
      const { id, now } = await postAnswerTo(deps, user.id, params.id, body);
      return loadAnswerForAuthor(db, id, user.id, now);
    },
    { rateLimit: postsPerAddress },
  );
  route(
    app,
    editAnswer,
    async ({ params, body, user }) => {
      const now = await editOwnAnswer(deps, user.id, params.id, body);
      return loadAnswerForAuthor(db, params.id, user.id, now);
    },
    { rateLimit: postsPerAddress },
  );
  route(app, deleteAnswer, ({ params, user }) => deleteOwnPost(deps, "answer", params.id, user.id));
  route(app, acceptAnswer, ({ params, user }) => acceptQaAnswer(deps, params.id, user.id));
  route(app, likeAnswer, ({ params, user }) => toggleAnswerLike(deps, params.id, user.id), {
    rateLimit: LIKES_PER_MINUTE,
  });

  route(app, getMyQuestions, ({ query, user }) => listMyQuestions(db, user.id, query));
  route(app, getMyAnswers, ({ query, user }) => listMyAnswers(deps, user.id, query));

  route(app, listQaQueue, ({ query }) => listQaQueueItems(db, query));
  route(app, moderateQaPosts, ({ body, user }) => moderatePosts(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
}
