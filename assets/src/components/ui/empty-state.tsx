type EmptyStateProps = {
  message: string;
};

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <p className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-ink-600">
      {message}
    </p>
  );
}
