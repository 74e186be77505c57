import {
  COMPLAINT_CONTENT_MESSAGE,
  captchaVerify,
  duplicateComplaintData,
  generateComplaintTitle,
  getCaptchaChallenge,
  getOssSign,
  sendSms,
  submitComplaint,
} from "@tousu/contracts";
import {
  FILING_SESSION_DAYS,
  isMobilePhone,
  MOBILE_PHONE_MESSAGE,
  readSmsLimit,
  readTokenCookie,
  serializeTokenCookie,
} from "@tousu/domain";
import { type DraftFields, emptyDraft } from "@tousu/page-kit/complaint-draft";
import { buildSubmitPayload } from "@tousu/page-kit/complaint-submit-payload";
import { type AppLoadContext, data, redirect } from "react-router";
import { acceleratePath } from "../lib/h5-paths";
import { throwBindStepOn } from "../lib/session.server";
import type { FilingServiceAnswer, SubmitAnswer, SubmitField, UploadSign } from "./filing-action-data";
import { createFilingApi } from "./filing-api.server";

const refuse = (body: SubmitAnswer) => data(body, { status: 400 });

/** The draft as the browser sent it (JSON of its stored fields): only fields of the right kind are taken. */
export function readDraftFields(text: string): DraftFields | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const sent = value as Record<string, unknown>;
  const { isSubmitting: _isSubmitting, ...fields } = emptyDraft();
  const taken: Record<string, unknown> = { ...fields };
  for (const [key, fallback] of Object.entries(fields)) {
    const given = sent[key];
    if (given === undefined) continue;
    const isSameKind =
      // link_id is text; the other fields that start as null (the ids) are numbers.
      key === "link_id"
        ? given === null || typeof given === "string"
        : fallback === null
          ? given === null || typeof given === "number"
          : Array.isArray(fallback)
            ? Array.isArray(given)
            : typeof given === typeof fallback;
    if (isSameKind) taken[key] = given;
  }
  const draft = taken as DraftFields;
  const isChoices = (choices: unknown) =>
    typeof choices === "object" &&
    choices !== null &&
    Array.isArray((choices as DraftFields["problems"]).selected) &&
    Array.isArray((choices as DraftFields["problems"]).list);
  if (!isChoices(draft.problems)) draft.problems = fields.problems;
  if (!isChoices(draft.appeals)) draft.appeals = fields.appeals;
  if (typeof draft.brand?.name !== "string") draft.brand = fields.brand;
  draft.images = draft.images.filter((image) => typeof image === "string");
  draft.attributes = draft.attributes.filter(
    (attribute) => typeof attribute?.id === "number" && typeof attribute.value === "string",
  );
  return draft;
}

/** The field a message of the API's (the error catalogue's Chinese text) is about, so it shows beside it. */
function fieldOfMessage(message: string): SubmitField {
  if (message.includes("验证码")) return "code";
  if (message.includes("手机号")) return "phone";
  if (message.includes("标题")) return "title";
  if (message === COMPLAINT_CONTENT_MESSAGE || message.includes("投诉内容")) return "content";
  if (message.includes("图片")) return "images";
  if (message.includes("姓名")) return "real_name";
  if (message.includes("身份证")) return "id_card";
  return "form";
}

const FIELD_OF_BODY_KEY: Record<string, SubmitField> = {
  title: "title",
  content: "content",
  images: "images",
  real_name: "real_name",
  id_card: "id_card",
  phone: "phone",
  send_sms: "code",
};

const answer = (body: FilingServiceAnswer, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

/**
 * What the filing pages ask of the API while the visitor fills them in, each an `intent` posted to
 * the filing service route (docs/product/api.md): sign an image upload, fetch a captcha challenge,
 * ask for an SMS code (with a solved captcha when the API wants one) and suggest a title. The API's
 * answers are passed on as they are, its messages being the error catalogue's.
 */
export async function filingServiceAction(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const { api, uploadOwnerCookie } = createFilingApi(request, context);
  const intent = text("intent");

  if (intent === "sign") {
    const result = await api.request(getOssSign, { query: { scene: "complaint" } });
    const cookie = uploadOwnerCookie();
    if (!result.ok) return answer({ error: result.msg }, 400);
    const sign: UploadSign = {
      host: result.data.host,
      fields: { ...result.data.fields, key: result.data.key },
      accept: [...result.data.accept],
      maxBytes: result.data.max_bytes,
      urlPrefix: result.data.url_prefix,
      keyPrefix: result.data.key_prefix,
      key: result.data.key,
    };
    return answer({ sign }, 200, cookie ? { "Set-Cookie": cookie } : {});
  }

  if (intent === "captcha") {
    const result = await api.request(getCaptchaChallenge, {});
    return result.ok ? answer({ challenge: result.data }) : answer({ error: result.msg }, 400);
  }

  if (intent === "sms") {
    const phone = text("phone").replace(/\s+/g, "");
    if (!isMobilePhone(phone)) return answer({ field: "phone", error: MOBILE_PHONE_MESSAGE }, 400);
    let captchaToken: string | undefined;
    const payload = text("captcha_payload");
    if (payload) {
      const verified = await api.request(captchaVerify, { body: { payload } });
      if (!verified.ok) return answer({ field: "captcha", error: verified.msg }, 400);
      captchaToken = verified.data.captcha_token;
    }
    const result = await api.request(sendSms, {
      body: { phone, purpose: "complaint", captcha_token: captchaToken },
    });
    if (result.ok) {
      return answer({ resendIn: result.data.resend_in, captchaRequired: result.data.captcha_required });
    }
    const { resendIn, captchaRequired } = readSmsLimit(result.data);
    return answer(
      { field: captchaRequired ? "captcha" : "phone", error: result.msg, resendIn, captchaRequired },
      400,
    );
  }

  if (intent === "title") {
    const draft = readDraftFields(text("draft"));
    if (!draft) return answer({ error: "请先填写投诉内容" }, 400);
    const problems = draft.problems.list
      .filter((problem) => draft.problems.selected.includes(problem.id))
      .map((problem) => String(problem.name));
    const result = await api.request(generateComplaintTitle, {
      body: {
        brand_name: (draft.brand.name || draft.custom_brand_name).slice(0, 30),
        problems: problems.slice(0, 10),
        content: draft.content.trim(),
      },
    });
    return result.ok ? answer({ title: result.data.title }) : answer({ error: result.msg }, 400);
  }
  return answer({ error: "请求无效，请刷新页面后重试" }, 400);
}

/**
 * Step two's submission (docs/product/api.md#complaint-submission): the draft the browser keeps, with a
 * visitor's phone and SMS code, checked by the contract and filed by the API. Filed, it goes on to the
 * accelerate page (a visitor logged in by the answer's token); refused, the catalogue's message comes
 * back for the field it concerns, and the draft, still in the browser, keeps what was typed.
 */
export async function submitFilingAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const { api } = createFilingApi(request, context);
  return submit(request, context, api, form, text);
}

async function submit(
  request: Request,
  context: AppLoadContext,
  api: ReturnType<typeof createFilingApi>["api"],
  form: FormData,
  text: (name: string) => string,
) {
  const draft = readDraftFields(text("draft"));
  if (!draft || draft.subtype_id === null) {
    return refuse({ field: "form", error: "请先完成第一步：选择投诉品牌、类型、问题和诉求" });
  }
  const isVisitor = readTokenCookie(request.headers.get("cookie")) === null;
  const body = buildSubmitPayload(draft, {
    contact: isVisitor ? { phone: text("phone"), code: text("code") } : null,
    isCoManagement: form.get("is_co_management") === "1",
    contentAesKey: context.publicConfig.contentAesKey,
    channel: "h5",
  });
  // The contract's own checks first, each with its catalogue message, beside the field it is about.
  const checked = submitComplaint.body.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    return refuse({ field: FIELD_OF_BODY_KEY[key] ?? "form", error: issue?.message ?? "" });
  }
  const result = await api.request(submitComplaint, { body });
  if (result.ok && "id" in result.data) {
    const token = result.data.access_token;
    const expiresAt = new Date(Date.now() + FILING_SESSION_DAYS * 86_400_000).toISOString();
    const secure = new URL(request.url).protocol === "https:";
    return redirect(acceleratePath(result.data.id), {
      headers: token ? { "Set-Cookie": serializeTokenCookie(token, expiresAt, { secure }) } : {},
    });
  }
  // A member whose account has no phone yet binds one first and comes back to this step, the draft kept.
  if (!result.ok) throwBindStepOn(request, result);
  const duplicate = duplicateComplaintData.safeParse(result.data);
  if (result.code === 201 && duplicate.success) {
    return refuse({ field: "form", error: result.msg, duplicateId: duplicate.data.duplicate_id });
  }
  const words = (result.data as { words?: unknown } | null)?.words;
  if (Array.isArray(words)) {
    const isInTitle = words.some(
      (word) => typeof word === "string" && draft.title.toLowerCase().includes(word.toLowerCase()),
    );
    return refuse({ field: isInTitle ? "title" : "content", error: result.msg });
  }
  return refuse({ field: fieldOfMessage(result.msg), error: result.msg });
}
