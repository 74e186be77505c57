import type { ApiResult } from "@tousu/api-client";
import {
  appealComplaint,
  completeComplaint,
  getComplaintStoryCampaigns,
  getEntrustPage,
  getUserComplaint,
  listPlatformRatingTags,
  nominateComplaintStory,
  rateComplaint,
  resubmitComplaint,
  supplementComplaint,
  withdrawComplaint,
} from "@tousu/contracts";
import {
  APPEAL_REASON_MAX,
  entrustmentMessaging,
  formatDate,
  formatDateTime,
  parseEntityId,
  RATING_CONTENT_MAX,
  RATING_TAGS_MAX,
  SUPPLEMENT_CONTENT_MAX,
  WITHDRAW_REASON_MAX,
} from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { MEMBER_SERVICE_TEXTS } from "@tousu/page-kit/vip-texts";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { PhotoFields } from "../complaint-filing/photo-picker";
import { complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage, refusalOf, requireLogin } from "../lib/session.server";
import { SubmitButton } from "../ui/submit-button";
import { Timeline } from "../ui/timeline";
import type { Route } from "./+types/user-complaint-detail";

export const handle = { title: "我的投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: loaderData ? `我的投诉：${loaderData.complaint.title}` : "我的投诉",
    description: "我的投诉的处理进度与下一步。",
    canonical: loaderData ? `${loaderData.siteOrigin}/user/complaint/${loaderData.complaint.id}` : "/",
  });

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const id = parseEntityId(args.params.id);
    if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
    const complaint = await api.call(getUserComplaint, { params: { id } });
    const canRate = complaint.actions.includes("rate");
    const [tags, entrust, stories] = await Promise.all([
      canRate ? api.call(listPlatformRatingTags) : [],
      // A published complaint may be entrusted to a lawyer: its state, as the PC page shows it.
      complaint.is_public ? api.call(getEntrustPage, { params: { id } }).catch(() => null) : null,
      // Only a completed complaint may be a campaign's story (decision 096).
      complaint.status === "completed" ? api.call(getComplaintStoryCampaigns, { params: { id } }) : null,
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      complaint: {
        id: complaint.id,
        sn: complaint.sn,
        title: complaint.title,
        content: complaint.content,
        statusLabel: complaint.status_label,
        brandName: complaint.brand?.name ?? complaint.custom_brand_name ?? "—",
        subtype: complaint.subtype,
        problems: complaint.problems,
        appeals: complaint.appeals,
        money: complaint.money,
        createdAt: formatDateTime(complaint.created_at),
        dispatchedAt: complaint.dispatched_at ? formatDate(complaint.dispatched_at) : null,
        deadline: complaint.deadline
          ? {
              label: complaint.deadline.label,
              dueAt: formatDateTime(complaint.deadline.due_at),
              paused: complaint.deadline.paused,
            }
          : null,
        closeReason: complaint.close_reason_label,
        isPublic: complaint.is_public,
        isRejected: complaint.status === "rejected",
        rejectReason: complaint.reject_reason_label,
        infoRequest: complaint.info_request
          ? {
              from: complaint.info_request.from === "platform" ? "平台" : "商家",
              content: complaint.info_request.content,
              createdAt: formatDateTime(complaint.info_request.created_at),
            }
          : null,
        appealsLeft: complaint.appeals_left,
        attention: complaint.attention,
        actions: complaint.actions,
        images: complaint.images.map((image) => image.thumb_url ?? image.url),
        memberService: complaint.member_service
          ? {
              audited: complaint.member_service.audited,
              auditDueAt: formatDateTime(complaint.member_service.audit_due_at),
              followUp: complaint.member_service.follow_up
                ? {
                    label: complaint.member_service.follow_up.label,
                    openedAt: formatDateTime(complaint.member_service.follow_up.opened_at),
                    closedAt: complaint.member_service.follow_up.closed_at
                      ? formatDateTime(complaint.member_service.follow_up.closed_at)
                      : null,
                    outcome: complaint.member_service.follow_up.outcome_label,
                  }
                : null,
            }
          : null,
        stream: complaint.stream.map((entry) => ({
          index: entry.index,
          actionLabel: entry.action_label,
          actorLabel: entry.actor_label,
          content: entry.content,
          createdAt: formatDateTime(entry.created_at),
        })),
      },
      tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
      entrustment: entrust?.current
        ? {
            lawyerName: entrust.current.lawyer.display_name,
            statusLabel: entrust.current.status_label,
            hasMessages: entrustmentMessaging(entrust.current.status).canRead,
          }
        : null,
      entrustRefusal: entrust?.entrust_refusal ?? null,
      stories: {
        sections: (stories?.open_sections ?? []).map((section) => ({
          id: section.section_id,
          label: `${section.campaign.title} · ${section.section_title}`,
        })),
        entries: (stories?.entries ?? []).map((entry) => ({
          id: entry.player_id,
          label: `${entry.campaign.title} · ${entry.section_title}`,
          status: STORY_STATUS_LABELS[entry.status],
        })),
      },
    };
  });
}

/** The complainant's next steps, each the same call the PC page makes. */
const STEPS = ["complete", "appeal", "rate", "supplement", "withdraw", "resubmit", "story"] as const;
type Step = (typeof STEPS)[number];

const DONE: Record<Step, string> = {
  complete: "已确认完成，欢迎评价商家的处理",
  appeal: "申诉已提交，商家将再次处理",
  rate: "感谢您的评价",
  supplement: "补充材料已提交",
  withdraw: "投诉已撤销",
  resubmit: "已重新提交，请等待审核",
  story: "维权故事已报名，平台审核通过后展示在活动页面",
};

const STORY_STATUS_LABELS = {
  pending: "待平台审核",
  approved: "已入选",
  refused: "未通过",
  withdrawn: "已撤下",
} as const;

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? "").trim();
}

/**
 * A next step (confirm, appeal, rate, supplement, withdraw, resubmit) through the lifecycle endpoints;
 * the API decides again whether the step is open and checks the input (its refusal, the catalogue's
 * message, shows beside the form, and what was typed stays).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireLogin(request);
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
  const form = await request.formData();
  const step = STEPS.find((candidate) => candidate === form.get("intent"));
  if (!step) return { step: null, error: "请选择要进行的操作", typed: { images: [] } };
  const api = createServerApi(request, context);
  const path = { params: { id } };
  const typed = {
    content: text(form, "content"),
    title: text(form, "title"),
    // The evidence photos already uploaded to storage (appeal, supplement); the API checks they are the caller's.
    images: form.getAll("images").filter((image): image is string => typeof image === "string"),
  };
  const send = (): Promise<ApiResult<unknown>> => {
    switch (step) {
      case "complete":
        return api.request(completeComplaint, { ...path, body: {} });
      case "appeal":
        return api.request(appealComplaint, {
          ...path,
          body: { content: typed.content, images: typed.images },
        });
      case "supplement":
        return api.request(supplementComplaint, {
          ...path,
          body: { content: typed.content, images: typed.images },
        });
      case "withdraw":
        return api.request(withdrawComplaint, {
          ...path,
          body: typed.content ? { reason: typed.content } : {},
        });
      case "rate":
        return api.request(rateComplaint, {
          ...path,
          body: {
            attitude_score: Number(form.get("attitude_score")),
            speed_score: Number(form.get("speed_score")),
            satisfaction_score: Number(form.get("satisfaction_score")),
            tag_ids: form.getAll("tag_ids").map(Number),
            ...(typed.content ? { content: typed.content } : {}),
          },
        });
      case "resubmit":
        // The content travels AES-encrypted, as from the PC form (decision 016).
        return api.request(resubmitComplaint, {
          ...path,
          body: {
            title: typed.title,
            content: typed.content && encryptContent(typed.content, context.publicConfig.contentAesKey),
          },
        });
      case "story":
        return api.request(nominateComplaintStory, {
          ...path,
          body: {
            section_id: Number(form.get("section_id")),
            statement: typed.content,
            // Unticked, the API refuses in its own words; the box is never ticked for the consumer.
            consent: (form.get("consent") === "on") as true,
          },
        });
    }
  };
  const result = await loadOrThrow(send);
  if (!result.ok) return { step, error: refusalOf(request, result), typed };
  return { step, error: null, done: DONE[step], typed: { images: [] } };
}

export default function MyComplaint({ loaderData, actionData }: Route.ComponentProps) {
  const { complaint, tags, entrustment, entrustRefusal, stories } = loaderData;
  const can = (action: string) => complaint.actions.includes(action as never);
  const steps: { step: Step; label: string; isShown: boolean; body: ReactNode }[] = [
    {
      step: "complete",
      label: "确认完成",
      isShown: can("complete"),
      body: <p className="text-sm text-gray-700">确认后投诉完成，之后可以评价商家的处理。</p>,
    },
    {
      step: "rate",
      label: "评价商家",
      isShown: can("rate"),
      body: <RateFields tags={tags} />,
    },
    {
      step: "supplement",
      label: "补充材料",
      isShown: can("supply_info"),
      body: (
        <>
          <TextField
            name="content"
            label="补充说明"
            max={SUPPLEMENT_CONTENT_MAX}
            defaultValue={typedFor("supplement")}
          />
          <PhotoFields initial={photosFor("supplement")} />
        </>
      ),
    },
    {
      step: "appeal",
      label: "不满意，申诉",
      isShown: can("appeal"),
      body: (
        <>
          <p className="text-sm text-gray-700">
            申诉后投诉退回商家再次处理，还可申诉{complaint.appealsLeft}次。
          </p>
          <TextField
            name="content"
            label="申诉理由"
            max={APPEAL_REASON_MAX}
            defaultValue={typedFor("appeal")}
          />
          <PhotoFields initial={photosFor("appeal")} />
        </>
      ),
    },
    {
      step: "resubmit",
      label: "修改并重新提交",
      isShown: can("resubmit"),
      body: (
        <>
          <label className="block text-sm font-medium text-gray-900">
            投诉标题
            <input
              name="title"
              defaultValue={typedFor("resubmit", "title") || complaint.title}
              className="mt-1.5 block h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 text-base font-normal"
            />
          </label>
          <TextField
            name="content"
            label="投诉内容"
            defaultValue={typedFor("resubmit") || complaint.content}
          />
        </>
      ),
    },
    {
      step: "story",
      label: "报名维权故事",
      isShown: stories.sections.length > 0,
      body: (
        <>
          <p className="text-sm text-gray-700">
            这条投诉已经完成，可以作为维权故事参加活动。故事展示标题和内容摘要，手机号、姓名等个人信息会隐去；平台审核通过后才会展示。活动不设任何分享奖励。
          </p>
          <label className="block text-sm font-medium text-gray-900">
            参加的活动
            <select
              name="section_id"
              className="mt-1.5 block h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 text-base font-normal"
            >
              {stories.sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.label}
                </option>
              ))}
            </select>
          </label>
          <TextField name="content" label="维权心得（10字以上）" max={300} defaultValue={typedFor("story")} />
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input type="checkbox" name="consent" className="mt-0.5 size-4 shrink-0" />
            我同意将这条投诉作为维权故事在活动页面公开展示（隐去个人信息），并可接受投票。
          </label>
        </>
      ),
    },
    {
      step: "withdraw",
      label: "撤销投诉",
      isShown: can("withdraw"),
      body: (
        <>
          <p className="text-sm text-gray-700">撤销后投诉关闭，不能恢复。</p>
          <TextField
            name="content"
            label="撤诉理由（选填）"
            max={WITHDRAW_REASON_MAX}
            defaultValue={typedFor("withdraw")}
          />
        </>
      ),
    },
  ];
  const shownSteps = steps.filter((step) => step.isShown);

  function typedFor(step: Step, field: "content" | "title" = "content"): string {
    return actionData?.step === step && actionData.error ? (actionData.typed[field] ?? "") : "";
  }

  function photosFor(step: Step): string[] {
    return actionData?.step === step && actionData.error ? actionData.typed.images : [];
  }

  return (
    <article className="space-y-2 pb-4">
      <section className="bg-white px-4 py-4">
        <h2 className="break-words text-lg font-semibold leading-snug text-gray-900">{complaint.title}</h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{complaint.statusLabel}</span>
          <span>投诉编号 {complaint.sn}</span>
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Fact term="投诉对象">{complaint.brandName}</Fact>
          <Fact term="投诉类型">{complaint.subtype}</Fact>
          <Fact term="提交时间">{complaint.createdAt}</Fact>
          {complaint.dispatchedAt ? <Fact term="公开时间">{complaint.dispatchedAt}</Fact> : null}
          {complaint.problems.length > 0 ? (
            <Fact term="投诉问题">{complaint.problems.join("、")}</Fact>
          ) : null}
          {complaint.appeals.length > 0 ? <Fact term="投诉诉求">{complaint.appeals.join("、")}</Fact> : null}
          {complaint.money > 0 ? <Fact term="涉诉金额">¥{complaint.money}</Fact> : null}
          {complaint.deadline ? (
            <Fact term={complaint.deadline.label}>
              {complaint.deadline.dueAt}
              {complaint.deadline.paused ? "（已暂停）" : null}
            </Fact>
          ) : null}
          {complaint.closeReason ? <Fact term="关闭原因">{complaint.closeReason}</Fact> : null}
        </dl>
        {complaint.isPublic ? (
          <Link
            to={complaintDetailsPath(complaint.id)}
            className="mt-3 inline-flex min-h-11 items-center text-sm text-brand-700"
          >
            查看公开的投诉页 ›
          </Link>
        ) : (
          <p className="mt-3 text-sm text-gray-600">这条投诉尚未公开，只有您自己能看到。</p>
        )}
      </section>

      {complaint.memberService ? <MemberService service={complaint.memberService} /> : null}

      <section aria-labelledby="next-heading" className="bg-white px-4 py-4">
        <h3 id="next-heading" className="font-semibold text-gray-900">
          下一步
        </h3>
        {complaint.isRejected ? (
          <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">
            <span className="font-medium">未通过原因：</span>
            {complaint.rejectReason ?? "平台未说明原因"}
          </p>
        ) : null}
        {complaint.infoRequest ? (
          <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-medium">{complaint.infoRequest.from}请您补充：</p>
            <p className="whitespace-pre-line break-words">
              {complaint.infoRequest.content ?? "请补充相关材料"}
            </p>
            <p className="text-xs text-amber-800">提问时间 {complaint.infoRequest.createdAt}</p>
          </div>
        ) : null}
        {actionData?.error && !shownSteps.some(({ step }) => step === actionData.step) ? (
          // A step no longer open (the complaint moved on since the page was drawn): said here.
          <p role="alert" className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
            {actionData.error}
          </p>
        ) : null}
        {actionData?.done ? (
          <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {actionData.done}
          </p>
        ) : null}
        {shownSteps.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">
            {complaint.attention ?? "目前无需您操作，有新进展时会通过消息通知您。"}
          </p>
        ) : (
          <>
            {complaint.attention ? <p className="mt-2 text-sm text-gray-700">{complaint.attention}</p> : null}
            <div className="mt-3 space-y-2">
              {shownSteps.map(({ step, label, body }) => (
                <StepForm
                  key={step}
                  step={step}
                  label={label}
                  error={actionData?.step === step ? actionData.error : null}
                >
                  {body}
                </StepForm>
              ))}
            </div>
          </>
        )}
      </section>

      {stories.entries.length > 0 ? (
        <section aria-labelledby="stories-heading" className="bg-white px-4 py-4">
          <h3 id="stories-heading" className="font-semibold text-gray-900">
            维权故事
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-gray-700">
            {stories.entries.map((entry) => (
              <li key={entry.id}>
                {entry.label}：{entry.status}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {complaint.isPublic ? (
        <section aria-labelledby="lawyer-heading" className="bg-white px-4 py-4">
          <h3 id="lawyer-heading" className="font-semibold text-gray-900">
            委托律师
          </h3>
          <p className="mt-2 text-sm text-gray-700">
            {entrustment
              ? `${entrustment.lawyerName} · ${entrustment.statusLabel}`
              : entrustRefusal
                ? `${entrustRefusal}。`
                : "商家不回应或处理不满意时，可以委托已核验执业信息的律师代为维权。"}
          </p>
          <Link
            to={`/law/entrust/${complaint.id}`}
            className="mt-1 inline-flex min-h-11 items-center text-sm text-brand-700"
          >
            {entrustment
              ? entrustment.hasMessages
                ? "委托详情与律师消息 ›"
                : "委托详情 ›"
              : entrustRefusal
                ? "委托记录 ›"
                : "委托律师 ›"}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="content-heading" className="bg-white px-4 py-4">
        <h3 id="content-heading" className="font-semibold text-gray-900">
          投诉内容
        </h3>
        <p className="mt-2 whitespace-pre-line break-words text-[15px] text-gray-800">{complaint.content}</p>
        {complaint.images.length > 0 ? (
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {complaint.images.map((src) => (
              <li key={src}>
                <img
                  src={src}
                  alt="投诉图片"
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-gray-100 object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="stream-heading" className="bg-white px-4 py-4">
        <h3 id="stream-heading" className="font-semibold text-gray-900">
          处理进度
        </h3>
        <Timeline entries={complaint.stream} />
      </section>
    </article>
  );
}

/** What the membership does for this complaint (decision 093), as the PC page's card says it. */
function MemberService({
  service,
}: {
  service: {
    audited: boolean;
    auditDueAt: string;
    followUp: { label: string; openedAt: string; closedAt: string | null; outcome: string | null } | null;
  };
}) {
  const TEXTS = MEMBER_SERVICE_TEXTS;
  const { followUp } = service;
  return (
    <section aria-labelledby="member-service-heading" className="bg-white px-4 py-4 text-sm">
      <h3 id="member-service-heading" className="font-semibold text-gray-900">
        {TEXTS.title}
      </h3>
      <h4 className="mt-3 font-medium text-amber-800">{TEXTS.audit}</h4>
      <p className="mt-1 text-gray-800">
        {service.audited ? TEXTS.audited : TEXTS.auditPromise(service.auditDueAt)}
      </p>
      <p className="mt-1 text-gray-600">{TEXTS.auditSameRules}</p>
      <h4 className="mt-3 font-medium text-amber-800">
        {TEXTS.followUp}
        {followUp ? (
          <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
            {followUp.label}
          </span>
        ) : null}
      </h4>
      <p className="mt-1 text-gray-800">
        {followUp ? TEXTS.followUpOpened(followUp.openedAt) : TEXTS.followUpPromise}
      </p>
      {followUp?.closedAt ? (
        <p className="mt-1 text-gray-800">{TEXTS.followUpClosed(followUp.closedAt, followUp.outcome)}</p>
      ) : null}
      <p className="mt-1 text-gray-600">{TEXTS.followUpPrivate}</p>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 break-words text-gray-800">{children}</dd>
    </>
  );
}

/** One next step: folded until tapped (no script needed), its form and the API's refusal. */
function StepForm({
  step,
  label,
  error,
  children,
}: {
  step: Step;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === step;
  return (
    <details open={error ? true : undefined} className="group rounded-lg border border-gray-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-[15px] font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 text-gray-500 group-open:rotate-90"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <Form method="post" className="space-y-3 border-t border-gray-100 px-3 py-3">
        {children}
        {error ? (
          <p role="alert" className="text-sm text-brand-700">
            {error}
          </p>
        ) : null}
        <SubmitButton name="intent" value={step} pending={isSending} pendingLabel="提交中…">
          提交：{label}
        </SubmitButton>
      </Form>
    </details>
  );
}

function TextField({
  name,
  label,
  max,
  defaultValue,
}: {
  name: string;
  label: string;
  max?: number;
  defaultValue: string;
}) {
  return (
    <label className="block text-sm font-medium text-gray-900">
      {label}
      <textarea
        name={name}
        rows={4}
        maxLength={max}
        defaultValue={defaultValue}
        className="mt-1.5 block w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-base font-normal text-gray-900"
      />
    </label>
  );
}

const SCORES = [
  { name: "attitude_score", label: "服务态度" },
  { name: "speed_score", label: "处理速度" },
  { name: "satisfaction_score", label: "满意度" },
] as const;

/** Three scores of 1–5, the platform's rating tags and a few words, as on the PC page. */
function RateFields({ tags }: { tags: { id: number; name: string }[] }) {
  return (
    <>
      {SCORES.map((score) => (
        <fieldset key={score.name}>
          <legend className="text-sm font-medium text-gray-900">{score.label}</legend>
          <div className="mt-1.5 grid grid-cols-5 gap-1.5">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center justify-center rounded-lg border border-gray-300 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
              >
                <input type="radio" name={score.name} value={value} className="sr-only" />
                {value}分
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {tags.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">评价标签（最多{RATING_TAGS_MAX}个）</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <label
                key={tag.id}
                className="flex min-h-11 items-center rounded-full border border-gray-300 px-3 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700"
              >
                <input type="checkbox" name="tag_ids" value={tag.id} className="sr-only" />
                {tag.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextField name="content" label="评价内容（选填）" max={RATING_CONTENT_MAX} defaultValue="" />
    </>
  );
}
