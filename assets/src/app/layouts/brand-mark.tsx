/** A small brush-and-palette mark drawn beside the shop's name. */
export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <path
        d="M16 3C8.3 3 3 8.6 3 15.3 3 22 8.5 27 14.6 27c2 0 2.8-1.2 2.8-2.5 0-1.8-1.6-2.3-1.6-3.9 0-1.3 1-2.3 2.6-2.3h3.2c4.3 0 7.4-2.7 7.4-6.6C29 6.9 23.3 3 16 3Z"
        fill="var(--color-ochre-100)"
        stroke="var(--color-terracotta-800)"
        strokeWidth="1.6"
      />
      <circle cx="9.5" cy="14" r="2.2" fill="var(--color-terracotta-600)" />
      <circle cx="13" cy="8.6" r="2.2" fill="var(--color-ochre-500)" />
      <circle cx="19.6" cy="8.4" r="2.2" fill="var(--color-sage-600)" />
      <circle cx="24" cy="12.6" r="2" fill="var(--color-ultramarine-600)" />
    </svg>
  );
}
