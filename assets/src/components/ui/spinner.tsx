type SpinnerProps = {
  label?: string;
  className?: string;
};

export function Spinner({ label = "Loading…", className = "" }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-ink-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-ochre-200 border-t-terracotta-700 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
