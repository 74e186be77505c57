import { cx } from "./cx";

type Variant = "primary" | "secondary" | "ghost";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-200",
  secondary:
    "border border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700 disabled:text-gray-500",
  ghost: "text-gray-700 hover:bg-gray-100 hover:text-brand-700 disabled:text-gray-500",
};

const sizes: Record<Size, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** Button looks as a class string, so links that act as buttons (`<Link>`) look the same as `<button>`s. */
export function buttonClass({
  variant = "primary",
  size = "md",
}: {
  variant?: Variant;
  size?: Size;
} = {}): string {
  return cx(
    "inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
  );
}
