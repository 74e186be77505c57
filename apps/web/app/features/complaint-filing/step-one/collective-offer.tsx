import type { CollectiveSummary } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../ui/button";
import { useOpenCollectivesOfBrand } from "../collective-choice";

interface CollectiveOfferProps {
  brandId: number | null;
  /** The open collective the draft joins, once looked up. */
  joined: CollectiveSummary | null;
  onJoin(collectiveId: number): void;
  onLeave(): void;
}

/**
 * The filing flow offers to join a matching open collective (decision 025): once a brand is chosen,
 * its collectives still collecting members are offered, each with how many joined and a link to read
 * it first. Joining only sets the draft's collective_id; declining files the complaint alone, and the
 * offer folds to one line so it does not stand between the consumer and the rest of the form.
 */
export function CollectiveOffer({ brandId, joined, onJoin, onLeave }: CollectiveOfferProps) {
  const offered = useOpenCollectivesOfBrand(brandId);
  const [declinedBrandId, setDeclinedBrandId] = useState<number | null>(null);

  if (joined) {
    return (
      <JoinedCollective
        collective={joined}
        onLeave={() => {
          setDeclinedBrandId(joined.brand.id);
          onLeave();
        }}
      />
    );
  }
  if (brandId === null || !offered || offered.length === 0) return null;
  if (declinedBrandId === brandId) {
    return (
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
        你已选择单独投诉，不加入集体投诉。
        <button
          type="button"
          onClick={() => setDeclinedBrandId(null)}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          查看该品牌的集体投诉
        </button>
      </p>
    );
  }
  return (
    <OpenCollectives collectives={offered} onJoin={onJoin} onDecline={() => setDeclinedBrandId(brandId)} />
  );
}

function OpenCollectives({
  collectives,
  onJoin,
  onDecline,
}: {
  collectives: CollectiveSummary[];
  onJoin(collectiveId: number): void;
  onDecline(): void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-5 rounded-lg border border-amber-200 bg-amber-50/70 px-4 py-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        该品牌有 {collectives.length} 个正在征集的集体投诉
      </h3>
      <p className="mt-1 text-sm leading-6 text-gray-700">
        遇到同类问题？加入集体投诉，与其他消费者一起维权。你的投诉仍会单独审核、转交商家处理。
      </p>
      <ul className="mt-3 space-y-2">
        {collectives.map((collective) => (
          <li
            key={collective.id}
            className="flex flex-col gap-3 rounded-md bg-white px-4 py-3 ring-1 ring-amber-100 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <Link
                id={`${id}-title-${collective.id}`}
                to={`/tousu/collective/${collective.id}`}
                target="_blank"
                className="line-clamp-1 font-medium text-gray-900 hover:text-brand-700"
              >
                {collective.title}
              </Link>
              <p className="mt-0.5 text-xs text-gray-600">
                已有{" "}
                <span className="font-semibold text-brand-700">{formatCount(collective.member_count)}</span>{" "}
                人参与 · 发起于{formatDate(collective.created_at)}
              </p>
            </div>
            <button
              type="button"
              aria-describedby={`${id}-title-${collective.id}`}
              onClick={() => onJoin(collective.id)}
              className={buttonClass({ size: "sm" })}
            >
              加入集体投诉
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDecline}
        className="mt-3 text-sm text-gray-600 underline underline-offset-2 hover:text-gray-900"
      >
        不加入，单独投诉
      </button>
    </section>
  );
}

function JoinedCollective({ collective, onLeave }: { collective: CollectiveSummary; onLeave(): void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-emerald-900">
        已选择加入集体投诉
      </h3>
      <p className="mt-1.5 text-sm leading-6 text-gray-800">
        <Link
          to={`/tousu/collective/${collective.id}`}
          target="_blank"
          className="font-medium text-gray-900 underline underline-offset-2 hover:text-brand-700"
        >
          {collective.title}
        </Link>
        <span className="text-gray-600"> · 已有 {formatCount(collective.member_count)} 人参与</span>
      </p>
      <p className="mt-1 text-xs leading-5 text-gray-600">
        提交后你的投诉将计入该集体投诉，并仍会单独审核、转交商家处理。
      </p>
      <button
        type="button"
        onClick={onLeave}
        className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-3`}
      >
        不加入，单独投诉
      </button>
    </section>
  );
}
