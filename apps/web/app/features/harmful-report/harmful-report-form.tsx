import {
  HARMFUL_CONTENT_CATEGORIES,
  HARMFUL_REPORT_CONTACT_MAX,
  HARMFUL_REPORT_DESCRIPTION_MAX,
  HARMFUL_REPORT_DESCRIPTION_MIN,
  type HarmfulContentCategory,
  submitHarmfulContentReport,
} from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { sendFromDialog } from "../../shared/session/send-from-dialog";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { RadioCards } from "../../ui/radio-cards";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";

/**
 * The form that files a report (POST /report/harmful). The server checks everything; the page checks
 * the two things a reporter most often misses before sending.
 */
export function HarmfulReportForm() {
  const loadApi = useApi();
  const [category, setCategory] = useState<HarmfulContentCategory | null>(null);
  const [contentUrl, setContentUrl] = useState("");
  const [description, setDescription] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<{ category?: string; description?: string }>({});
  const [isSending, setIsSending] = useState(false);
  const [isFiled, setIsFiled] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      category: category ? undefined : "请选择举报类别",
      description:
        description.trim().length < HARMFUL_REPORT_DESCRIPTION_MIN
          ? `问题描述至少${HARMFUL_REPORT_DESCRIPTION_MIN}个字`
          : undefined,
    };
    setErrors(found);
    if (!category || found.description) return;
    setIsSending(true);
    const isSent = await sendFromDialog(
      async () =>
        (await loadApi()).call(submitHarmfulContentReport, {
          body: {
            category,
            content_url: contentUrl.trim(),
            description: description.trim(),
            contact: contact.trim() || undefined,
          },
        }),
      "举报已提交，感谢你的监督",
    );
    setIsSending(false);
    if (isSent) setIsFiled(true);
  }

  if (isFiled) {
    return (
      <div role="status" className="rounded-md bg-emerald-50 p-5 text-emerald-900">
        <p className="font-semibold">举报已提交</p>
        <p className="mt-1 text-sm leading-6">我们会在 24 小时内受理。感谢你帮助维护清朗的网络空间。</p>
        <button
          type="button"
          className={cx(buttonClass({ variant: "secondary", size: "sm" }), "mt-3")}
          onClick={() => {
            setIsFiled(false);
            setCategory(null);
            setContentUrl("");
            setDescription("");
          }}
        >
          再举报一条
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <RadioCards
        legend={
          <>
            举报类别<span className="text-brand-700"> *</span>
          </>
        }
        name="harmful-category"
        options={HARMFUL_CONTENT_CATEGORIES}
        value={category}
        onChange={setCategory}
        error={errors.category}
        columnsClass="sm:grid-cols-2 lg:grid-cols-3"
      />
      <TextField
        label="内容所在网址"
        hint="以 http:// 或 https:// 开头的网址，本站内容也可填写路径，如 /tousu/123"
        isRequired
        type="url"
        inputMode="url"
        value={contentUrl}
        onValueChange={setContentUrl}
        placeholder="https://"
      />
      <TextArea
        label="问题描述"
        isRequired
        error={errors.description}
        value={description}
        onValueChange={setDescription}
        limit={HARMFUL_REPORT_DESCRIPTION_MAX}
        rows={5}
        placeholder="请说明内容违法或不良在哪里，例如：冒充客服诈骗、传播谣言、泄露他人隐私"
      />
      <TextField
        label="联系方式"
        hint="选填：手机号、邮箱或微信号，仅用于核实和告知处理结果，加密保存，不会公开"
        autoComplete="off"
        maxLength={HARMFUL_REPORT_CONTACT_MAX}
        value={contact}
        onValueChange={setContact}
      />
      <button type="submit" disabled={isSending} className={buttonClass({ variant: "primary", size: "lg" })}>
        {isSending ? "正在提交…" : "提交举报"}
      </button>
    </form>
  );
}
