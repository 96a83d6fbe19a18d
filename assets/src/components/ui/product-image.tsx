import { useState, type ComponentProps } from "react";

type ProductImageProps = ComponentProps<"img"> & { alt: string; width: number; height: number; className: string };

/**
 * A product's <img>: if the image fails to load, a drawing of a framed picture takes its box
 * (same class and size) and its name (the alt text), never the browser's broken-image icon.
 */
export function ProductImage(props: ProductImageProps) {
  const { src, alt, width, height, className } = props;
  const [failed, setFailed] = useState<string>();
  return src && failed === src ? (
    <svg
      role="img"
      aria-label={alt}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={`${className} bg-ochre-50`}
    >
      <svg x="35%" y="35%" width="30%" height="30%" viewBox="0 0 24 24" className="fill-none stroke-ink-400">
        <path d="M2 3h20v18H2zm0 14 6-6 5 5 3-3 6 6m-6-9a2 2 0 1 0 0-.1" />
      </svg>
    </svg>
  ) : (
    <img {...props} onError={() => setFailed(src)} />
  );
}
