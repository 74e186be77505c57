import type { ComplaintDetail } from "@tousu/contracts";
import { formatMoney } from "../../ui/money";

/** What the complaint is about and what the consumer asks for, as filed. */
export function ComplaintFacts({ complaint }: { complaint: ComplaintDetail }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 rounded-md bg-gray-50/80 px-4 py-4 text-sm sm:grid-cols-2 sm:px-5">
      <Fact term="投诉类型">{complaint.subtype}</Fact>
      <Fact term="涉诉金额">{complaint.money > 0 ? `${formatMoney(complaint.money)} 元` : "—"}</Fact>
      <Fact term="投诉问题" wide>
        <Chips items={complaint.problems} tone="bg-white text-gray-800 ring-1 ring-gray-200 ring-inset" />
      </Fact>
      <Fact term="投诉要求" wide>
        <Chips items={complaint.appeals} tone="bg-brand-50 text-brand-700" />
      </Fact>
      {complaint.attributes.map((attribute) => (
        <Fact key={attribute.name} term={attribute.name}>
          {attribute.value}
        </Fact>
      ))}
    </dl>
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "flex gap-3 sm:col-span-2" : "flex gap-3"}>
      <dt className="w-16 shrink-0 text-gray-600">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-gray-900">{children}</dd>
    </div>
  );
}

function Chips({ items, tone }: { items: string[]; tone: string }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={`rounded px-2 text-xs leading-6 ${tone}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
