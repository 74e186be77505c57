import type { ApiClient, ApiResult } from "@tousu/api-client";
import { type FormEvent, useState } from "react";
import { quietCallFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";

/** One field of a case step: an amount in yuan, or a text with its word limit. */
export type CaseStepField =
  | { name: string; label: string; kind: "yuan"; hint?: string }
  | { name: string; label: string; kind: "text"; limit: number; hint?: string };

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface CaseStepFormProps<T> {
  fields: readonly CaseStepField[];
  submitLabel: string;
  /** The step's contract body check, the same the server runs. */
  parse(values: Record<string, string | undefined>): Parsed<T>;
  send(api: ApiClient, body: T): Promise<ApiResult<unknown>>;
  onDone(): void | Promise<void>;
}

/**
 * A lawyer's step on a case (accept, decline, a progress note, closing): checked on the client by
 * the step's own contract, sent quietly, and the server's refusal shown in the form.
 */
export function CaseStepForm<T>({ fields, submitLabel, parse, send, onDone }: CaseStepFormProps<T>) {
  const loadApi = useApi();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty amount is no amount (a blank would otherwise read as 0 yuan).
    const parsed = parse(
      Object.fromEntries(fields.map(({ name }) => [name, values[name]?.trim() ? values[name] : undefined])),
    );
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const answer = await send(await loadApi(), parsed.data);
      if (answer.ok) {
        setValues({});
        await onDone();
      } else setErrors({ form: answer.msg });
    } catch (error) {
      setErrors({ form: quietCallFailure(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {fields.map((field) => {
        const shared = {
          label: field.label,
          hint: field.hint,
          isRequired: true,
          error: errors[field.name],
          value: values[field.name] ?? "",
          onValueChange: (value: string) => setValues((previous) => ({ ...previous, [field.name]: value })),
        };
        return field.kind === "yuan" ? (
          <TextField key={field.name} {...shared} inputMode="decimal" className="max-w-xs" />
        ) : (
          <TextArea key={field.name} {...shared} limit={field.limit} rows={4} />
        );
      })}
      {errors.form ? (
        <p role="alert" className="text-sm text-brand-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass()}>
        {isSending ? "提交中…" : submitLabel}
      </button>
    </form>
  );
}
