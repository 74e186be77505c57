import type { QrCodeShape } from "../lib/qr-code";

/** Quiet zone around the code, in modules: scanners need it to find the code's edge. */
const QUIET_ZONE = 2;

/** A QR code drawn from its shape; `label` says what it opens, for people who cannot scan it. */
export function QrCode({
  shape,
  label,
  className,
}: {
  shape: QrCodeShape;
  label: string;
  className?: string;
}) {
  const side = shape.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={shape.path} fill="#111827" />
    </svg>
  );
}
