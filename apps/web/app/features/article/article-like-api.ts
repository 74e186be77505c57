import { type ApiClient, ApiPageError, ApiResultError } from "@tousu/api-client";
import { likeArticle, unlikeArticle } from "@tousu/contracts";

// Loaded on the first click, with the API client: the contracts and zod stay out of the page's first load.

/** Likes or unlikes; null when the server refused (the API client has shown its message). */
export async function setArticleLike(api: ApiClient, articleId: number, like: boolean) {
  try {
    return await api.call(like ? likeArticle : unlikeArticle, { params: { id: articleId } });
  } catch (error) {
    if (error instanceof ApiPageError || error instanceof ApiResultError) return null;
    throw error;
  }
}
