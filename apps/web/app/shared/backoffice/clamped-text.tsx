import { Button } from "antd";
import { useLayoutEffect, useRef, useState } from "react";

const LINE_CLAMP = { 2: "line-clamp-2", 3: "line-clamp-3" } as const;

/**
 * A long text (an application's reason, a claim's evidence) cut to a few lines by CSS, with 展开 /
 * 收起 when it is longer. Ant Design's expandable ellipsis measures with a hidden copy of the text
 * that holds a focusable button, which screen readers meet while it measures.
 */
export function ClampedText({ text, rows }: { text: string; rows: keyof typeof LINE_CLAMP }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element && !isOpen) setCut(element.scrollHeight > element.clientHeight);
  }, [isOpen]);
  return (
    <div>
      <p ref={paragraph} className={`whitespace-pre-wrap wrap-anywhere ${isOpen ? "" : LINE_CLAMP[rows]}`}>
        {text}
      </p>
      {isCut ? (
        <Button type="link" size="small" className="!px-0" onClick={() => setOpen(!isOpen)}>
          {isOpen ? "收起" : "展开"}
        </Button>
      ) : null}
    </div>
  );
}
