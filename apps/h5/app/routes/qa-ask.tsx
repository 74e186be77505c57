import { askQuestion, getQaCategories } from "@tousu/contracts";
import { parseEntityId, QA_TITLE_MAX, QA_TITLE_MIN } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Form, redirect, useNavigation } from "react-router";
import { attemptWrite } from "../lib/api-write.server";
import { h5PageMeta } from "../lib/page-meta";
import { requireLogin } from "../lib/session.server";
import { inputClass } from "../ui/field-error";
import { FormRefusal } from "../ui/form-refusal";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/qa-ask";

export const handle = { title: "我要提问" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我要提问",
    description: "遇到消费纠纷不知道怎么办？提个问题，听听有经验的消费者和律师怎么说。",
    canonical: `${loaderData?.siteOrigin ?? ""}/qa`,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireLogin(request);
  const api = createServerApi(request, context);
  const categories = await loadOrThrow(() => api.call(getQaCategories, {}));
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    categories: categories.map(({ id, name }) => ({ id, name })),
    categoryId: parseEntityId(new URL(request.url).searchParams.get("category")),
  };
}

/** Asks through the API; the new question's page once it is stored, else the refusal and what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  requireLogin(request);
  const form = await request.formData();
  const typed = {
    title: String(form.get("title") ?? ""),
    content: String(form.get("content") ?? ""),
    categoryId: String(form.get("category_id") ?? ""),
  };
  const api = createServerApi(request, context);
  const { done, refusal } = await attemptWrite(request, () =>
    api.call(askQuestion, {
      body: {
        title: typed.title,
        content: typed.content,
        // Not a number the API knows: refused with the catalogue's 请选择问题分类.
        category_id: parseEntityId(typed.categoryId) ?? 0,
      },
    }),
  );
  if (done) throw redirect(`/qa/${done.id}`);
  return { refusal, typed };
}

export default function AskQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, categoryId } = loaderData;
  const typed = actionData?.typed;
  const isSending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4 bg-white px-4 py-4" aria-describedby="ask-refusal">
      <label className="block text-sm font-medium text-gray-900">
        问题标题
        <input
          name="title"
          defaultValue={typed?.title}
          placeholder={`${QA_TITLE_MIN}-${QA_TITLE_MAX}个字，一句话说清你的问题`}
          className={`${inputClass} mt-1.5`}
        />
      </label>
      <label className="block text-sm font-medium text-gray-900">
        问题描述
        <textarea
          name="content"
          rows={6}
          defaultValue={typed?.content}
          placeholder="经过、订单情况、商家的答复……说得越清楚，回答越有用（请勿填写手机号等个人信息）"
          className={`${inputClass} mt-1.5 py-2.5`}
        />
      </label>
      <label className="block text-sm font-medium text-gray-900">
        问题分类
        <select
          name="category_id"
          defaultValue={typed?.categoryId ?? (categoryId === null ? "" : String(categoryId))}
          className={`${inputClass} mt-1.5`}
        >
          <option value="">请选择</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <FormRefusal id="ask-refusal" refusal={actionData?.refusal} />
      <SubmitButton pending={isSending} pendingLabel="正在提交…">
        提交问题
      </SubmitButton>
    </Form>
  );
}
