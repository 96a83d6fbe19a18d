import { useState, type ComponentProps } from "react";

type ProductImageProps = ComponentProps<"img"> & { width: number; height: number };

/**
 * A product's <img>: if the image fails to load, a drawing of a framed picture takes its box
 * (same class and size) and its name (the alt text), never the browser's broken-image icon.
 */
export function ProductImage(props: ProductImageProps) {
  const { src, alt, width, height, className } = props;
  const [failed, setFailed] = useState<string>();
  if (!src || failed !== src) return <img {...props} onError={() => setFailed(src)} />;
  return (
    <svg
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={!alt || undefined}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      <rect width="100%" height="100%" className="fill-ochre-50" />
      <svg x="35%" y="35%" width="30%" height="30%" viewBox="0 0 24 24" fill="none" className="stroke-ink-400">
        <rect x="2" y="3" width="20" height="18" rx="1" strokeWidth="1.5" />
        <path d="m2 17 6-6 5 5 3-3 6 6" strokeWidth="1.5" />
        <circle cx="16" cy="8" r="2" />
      </svg>
    </svg>
  );
}
