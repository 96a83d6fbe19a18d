/** "Valid" or "Not valid", in words and colour (never colour alone). */
export function ValidityBadge({ valid }: { valid: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ring-1 ring-inset ${
        valid
          ? "bg-sage-100 text-sage-800 ring-sage-600/40"
          : "bg-terracotta-50 text-terracotta-800 ring-terracotta-300"
      }`}
    >
      <span aria-hidden="true">{valid ? "✓" : "✕"}</span>
      {valid ? "Valid" : "Not valid"}
    </span>
  );
}
