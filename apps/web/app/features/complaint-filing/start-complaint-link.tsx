import { createComplaintHref } from "@tousu/page-kit/create-complaint-href";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { PenIcon } from "../../ui/icons";

/**
 * The way into the form, keeping the page's `linkId` (docs/product/routes.md#filing-links-linkid), with the
 * brand already chosen if given.
 */
export function StartComplaintLink({
  label = "我要投诉",
  brandId,
  className,
}: {
  label?: string;
  brandId?: number;
  className?: string;
}) {
  const [search] = useSearchParams();
  return (
    <Link
      to={createComplaintHref(search, brandId)}
      className={cx(buttonClass({ size: "lg" }), "px-8", className)}
    >
      <PenIcon />
      {label}
    </Link>
  );
}
