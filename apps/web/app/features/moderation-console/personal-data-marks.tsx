import { findPersonalData, PERSONAL_DATA_KIND_LABELS, type PersonalDataKind } from "@tousu/domain";
import { Alert, Space, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";

// What the public views will mask (docs/decisions/058), shown to the moderator before approving: the
// same detector the server masks with, so what is marked here is exactly what the public loses.

const MARK_STYLE = { background: "#fff1b8", color: "inherit", padding: "0 2px", borderRadius: 2 };

/** The text with each piece of personal data marked, its kind and its public form on hover. */
export function PersonalDataText({ text }: { text: string }) {
  const spans = findPersonalData(text);
  if (spans.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    parts.push(text.slice(at, span.start));
    parts.push(
      <Tooltip
        key={span.start}
        title={`${PERSONAL_DATA_KIND_LABELS[span.kind]}，公开页面显示为 ${span.masked}`}
      >
        <mark data-personal-data={span.kind} style={MARK_STYLE}>
          {text.slice(span.start, span.end)}
        </mark>
      </Tooltip>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** One tag per kind found, as the queue lists them. */
export function PersonalDataTags({ kinds }: { kinds: readonly PersonalDataKind[] }) {
  if (kinds.length === 0) return <>—</>;
  return (
    <Space size={4} wrap>
      {kinds.map((kind) => (
        <Tag key={kind} color="orange">
          {PERSONAL_DATA_KIND_LABELS[kind]}
        </Tag>
      ))}
    </Space>
  );
}

/** A warning above the complaint naming how much of each kind its texts hold, or nothing. */
export function PersonalDataAlert({ texts }: { texts: readonly string[] }) {
  const counts = new Map<PersonalDataKind, number>();
  for (const span of texts.flatMap((text) => findPersonalData(text))) {
    counts.set(span.kind, (counts.get(span.kind) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="文中含个人信息，公开页面将打码显示（下文已标出）"
      description={[...counts]
        .map(([kind, count]) => `${PERSONAL_DATA_KIND_LABELS[kind]} ${count} 处`)
        .join("，")}
    />
  );
}
