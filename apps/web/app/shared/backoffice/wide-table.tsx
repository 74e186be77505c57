import { SwapOutlined } from "@ant-design/icons";
import { Table, type TableProps } from "antd";
import { useEffect, useRef } from "react";

/** The room a column without a set width (a title, a reason) needs to stay readable. */
const FLEXIBLE_COLUMN_WIDTH = 160;

function columnsWidth<T>(columns: TableProps<T>["columns"] = []): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === "number" ? column.width : FLEXIBLE_COLUMN_WIDTH),
    0,
  );
}

/**
 * A back-office table that keeps its columns readable on a phone: it is as wide as its columns need
 * (the whole card on a desk), scrolls sideways inside its card below that, and says so under `md`,
 * where phones hide scroll bars until touched.
 */
export function WideTable<T extends object>({ label, ...props }: TableProps<T> & { label?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // A table without links would leave its scroll box out of reach of the keyboard: the box takes focus.
  // Its region is named by `label` where a page has several tables, as each landmark's name must differ.
  useEffect(() => {
    for (const box of frame.current?.querySelectorAll(".ant-table-content") ?? []) {
      box.setAttribute("tabindex", "0");
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", `${label ?? "表格"}，可左右滚动`);
    }
  });
  return (
    <div ref={frame}>
      <p className="mb-2 flex items-center gap-1 text-xs text-gray-600 md:hidden">
        <SwapOutlined aria-hidden />
        表格可左右滑动查看更多
      </p>
      <Table<T> scroll={{ x: columnsWidth(props.columns) }} {...props} />
    </div>
  );
}
