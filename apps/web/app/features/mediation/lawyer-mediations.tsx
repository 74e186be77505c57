import {
  type ContractData,
  declareNoConflict,
  type listLawyerMediations,
  setLawyerMediates,
} from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { useState } from "react";
import { Link } from "react-router";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import { buttonClass } from "../../ui/button";
import { useComplaintCall } from "../complaint-lifecycle";

type LawyerMediationsData = ContractData<typeof listLawyerMediations>;
type LawyerMediation = LawyerMediationsData["list"][number];

const CARD = "rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]";

/**
 * The lawyer site's mediations (docs/decisions/054): the offer to mediate, the mediations staff
 * handed over, and the declaration of no conflict that opens each room.
 */
export function LawyerMediations({ data }: { data: LawyerMediationsData }) {
  return (
    <div className="space-y-4">
      <Offer mediates={data.mediates} />
      <section aria-labelledby="lawyer-mediations-heading" className={CARD}>
        <h2 id="lawyer-mediations-heading" className="text-base font-semibold text-gray-900">
          分配给我的调解
        </h2>
        {data.list.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">
            暂无分配给您的调解。开通调解服务后，平台调解员可以把商家已同意的调解交给您主持。
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100">
            {data.list.map((mediation) => (
              <MediationItem key={mediation.id} mediation={mediation} declaration={data.declaration} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Offer({ mediates }: { mediates: boolean }) {
  const { run, isPending, error } = useComplaintCall();
  return (
    <section aria-labelledby="mediator-offer-heading" className={CARD}>
      <h2 id="mediator-offer-heading" className="text-base font-semibold text-gray-900">
        担任调解员
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {mediates
          ? "您已开通调解服务：平台可以把与您无利益冲突的调解交给您主持。"
          : "开通后，平台可以把商家已同意的调解交给您主持。您代理过的企业、委托过您的消费者的案件不会分配给您。"}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3">
        <button
          type="button"
          disabled={isPending}
          className={buttonClass({ variant: mediates ? "secondary" : "primary", size: "sm" })}
          onClick={() =>
            void run((api) => api.request(setLawyerMediates, { body: { mediates: !mediates }, quiet: true }))
          }
        >
          {mediates ? "暂停调解服务" : "开通调解服务"}
        </button>
      </div>
    </section>
  );
}

function MediationItem({ mediation, declaration }: { mediation: LawyerMediation; declaration: string }) {
  const room = `${LAWYER_SITE_PATH}/mediations/${mediation.id}`;
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-gray-900">{mediation.complaint.title}</p>
        <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-800">{mediation.state_label}</span>
      </div>
      <p className="mt-1 text-gray-700">
        被投诉企业：{mediation.enterprise_name}
        {mediation.due_at && <span className="ml-3">调解截止：{formatDateTime(mediation.due_at)}</span>}
      </p>
      {mediation.declared_at ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span className="text-gray-700">已于{formatDateTime(mediation.declared_at)}声明无利益冲突</span>
          <Link to={room} className={buttonClass({ size: "sm" })}>
            进入调解室
          </Link>
        </div>
      ) : mediation.state === "in_progress" ? (
        <Declaration mediationId={mediation.id} declaration={declaration} />
      ) : null}
    </li>
  );
}

function Declaration({ mediationId, declaration }: { mediationId: number; declaration: string }) {
  const { run, isPending, error } = useComplaintCall();
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      className="mt-2 space-y-2 rounded-md bg-amber-50 px-3 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run((api) =>
          api.request(declareNoConflict, {
            params: { id: mediationId },
            body: { no_conflict: agreed as true },
            quiet: true,
          }),
        );
      }}
    >
      <p className="text-gray-800">进入调解室前，请阅读并作出声明（双方当事人可见）：</p>
      <p className="text-gray-900">{declaration}</p>
      <label className="flex items-center gap-2 text-gray-800">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        我确认以上声明属实
      </label>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={isPending} className={buttonClass({ size: "sm" })}>
        声明无利益冲突
      </button>
    </form>
  );
}
