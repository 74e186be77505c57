import {
  acceptEntrustment,
  addEntrustmentProgress,
  closeEntrustment,
  declineEntrustment,
} from "@tousu/contracts";
import {
  ENTRUSTMENT_OUTCOME_MAX,
  ENTRUSTMENT_PLAN_MAX,
  ENTRUSTMENT_PROGRESS_MAX,
  ENTRUSTMENT_REASON_MAX,
} from "@tousu/domain";
import { CaseStepForm } from "./case-step-form";

// The lawyer's steps on a case, each its contract's body checked on the client and sent as is.

interface StepProps {
  entrustmentId: number;
  onDone(): void | Promise<void>;
}

export function AcceptCaseForm({ entrustmentId, onDone }: StepProps) {
  return (
    <CaseStepForm
      fields={[
        {
          name: "quote_yuan",
          label: "报价（元）",
          kind: "yuan",
          hint: "委托人确认报价后开始办理；平台不加收费用",
        },
        { name: "plan", label: "办理方案", kind: "text", limit: ENTRUSTMENT_PLAN_MAX },
      ]}
      submitLabel="接受委托并报价"
      parse={(values) => acceptEntrustment.body.safeParse(values)}
      send={(api, body) =>
        api.request(acceptEntrustment, { params: { id: entrustmentId }, body, quiet: true })
      }
      onDone={onDone}
    />
  );
}

export function DeclineCaseForm({ entrustmentId, onDone }: StepProps) {
  return (
    <CaseStepForm
      fields={[
        {
          name: "reason",
          label: "婉拒理由",
          kind: "text",
          limit: ENTRUSTMENT_REASON_MAX,
          hint: "委托人会看到理由，可以另选律师",
        },
      ]}
      submitLabel="婉拒委托"
      parse={(values) => declineEntrustment.body.safeParse(values)}
      send={(api, body) =>
        api.request(declineEntrustment, { params: { id: entrustmentId }, body, quiet: true })
      }
      onDone={onDone}
    />
  );
}

export function ProgressNoteForm({ entrustmentId, onDone }: StepProps) {
  return (
    <CaseStepForm
      fields={[
        {
          name: "content",
          label: "新的进展",
          kind: "text",
          limit: ENTRUSTMENT_PROGRESS_MAX,
          hint: "委托人可以看到每条进展",
        },
      ]}
      submitLabel="记录进展"
      parse={(values) => addEntrustmentProgress.body.safeParse(values)}
      send={(api, body) =>
        api.request(addEntrustmentProgress, { params: { id: entrustmentId }, body, quiet: true })
      }
      onDone={onDone}
    />
  );
}

export function CloseCaseForm({ entrustmentId, onDone }: StepProps) {
  return (
    <CaseStepForm
      fields={[
        {
          name: "outcome",
          label: "办理结果",
          kind: "text",
          limit: ENTRUSTMENT_OUTCOME_MAX,
          hint: "结案后不能再记录进展，委托人可以评价您的服务",
        },
      ]}
      submitLabel="结案"
      parse={(values) => closeEntrustment.body.safeParse(values)}
      send={(api, body) =>
        api.request(closeEntrustment, { params: { id: entrustmentId }, body, quiet: true })
      }
      onDone={onDone}
    />
  );
}
