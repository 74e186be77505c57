import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  submitFeedback,
} from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import { VIP_FEEDBACK_PRIORITY_THANKS } from "@tousu/page-kit/vip-texts";
import { Form, Link, useNavigation } from "react-router";
import { PhotoFields } from "../complaint-filing/photo-picker";
import { attemptWrite } from "../lib/api-write.server";
import { h5PageMeta } from "../lib/page-meta";
import { inputClass } from "../ui/field-error";
import { FormRefusal } from "../ui/form-refusal";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/feedback";

export const handle = { title: "意见反馈" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "意见反馈",
    description: "对诉达的问题和建议，告诉我们。",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

/**
 * Sends the feedback through `POST /feedback`, with the visitor's login when there is one (a member's
 * feedback is handled first, decision 092) and without one otherwise; the API's refusal comes back
 * to the form with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = {
    content: String(form.get("content") ?? ""),
    contact: String(form.get("contact") ?? ""),
    images: form.getAll("images").filter((image): image is string => typeof image === "string"),
  };
  const api = createServerApi(request, context);
  const { done, refusal } = await attemptWrite(
    request,
    () =>
      api.call(submitFeedback, {
        body: { content: typed.content, contact: typed.contact.trim() || undefined, images: typed.images },
      }),
    { isLoginOptional: true },
  );
  if (done)
    return { thanks: done.priority ? VIP_FEEDBACK_PRIORITY_THANKS : "感谢你的反馈，我们会认真查看。" };
  return { refusal, typed };
}

export default function Feedback({ actionData }: Route.ComponentProps) {
  const isSending = useNavigation().state === "submitting";
  if (actionData && "thanks" in actionData) {
    return (
      <section className="space-y-4 bg-white px-4 py-6 text-center">
        <p role="status" className="text-[15px] text-gray-900">
          {actionData.thanks}
        </p>
        <Link to="/user" className="inline-block text-sm text-brand-700 underline">
          返回个人中心
        </Link>
      </section>
    );
  }
  const typed = actionData?.typed;
  return (
    <Form method="post" className="space-y-4 bg-white px-4 py-4" aria-describedby="feedback-refusal">
      <label className="block text-sm font-medium text-gray-900">
        反馈内容
        <textarea
          name="content"
          rows={6}
          maxLength={FEEDBACK_CONTENT_MAX}
          defaultValue={typed?.content}
          placeholder={`请描述你遇到的问题或建议（至少${FEEDBACK_CONTENT_MIN}个字）`}
          className={`${inputClass} mt-1.5 py-2.5`}
        />
      </label>
      <label className="block text-sm font-medium text-gray-900">
        联系方式（选填）
        <input
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          defaultValue={typed?.contact}
          placeholder="手机号或邮箱，方便我们回复你"
          className={`${inputClass} mt-1.5`}
        />
      </label>
      <PhotoFields
        initial={typed?.images ?? []}
        label="截图"
        hint="出问题的页面截图等，选填"
        limit={FEEDBACK_IMAGES_MAX}
      />
      <FormRefusal id="feedback-refusal" refusal={actionData?.refusal} />
      <SubmitButton pending={isSending} pendingLabel="正在提交…">
        提交反馈
      </SubmitButton>
    </Form>
  );
}
