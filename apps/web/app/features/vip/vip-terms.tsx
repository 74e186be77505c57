import { VIP_PURCHASE_RULES, VIP_UNCHANGED } from "@tousu/page-kit/vip-texts";
import { Card } from "../../ui/card";

/** What membership buys and, first, what it never changes: said before anyone pays. */
export function VipTerms() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TermsCard title="会员不改变什么" lines={VIP_UNCHANGED} />
      <TermsCard title="购买规则" lines={VIP_PURCHASE_RULES} />
    </div>
  );
}

function TermsCard({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Card title={title}>
      <ul className="list-disc space-y-2 px-5 py-4 pl-9 text-sm leading-6 text-gray-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
