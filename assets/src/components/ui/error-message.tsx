import { errorMessage } from "@/lib/api-client";
import { button } from "./styles";
import { cn } from "@/lib/cn";

type ErrorMessageProps = {
  error: unknown;
  onRetry?: () => void;
  title?: string;
};

/** A failed request: what went wrong (the API's `detail`) and a way to ask again. */
export function ErrorMessage({ error, onRetry, title = "Something went wrong" }: ErrorMessageProps) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-terracotta-200 bg-terracotta-50 px-6 py-5 text-center"
    >
      <p className="font-semibold text-terracotta-900">{title}</p>
      <p className="mt-1 text-sm text-ink-700">{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={cn(button("secondary"), "mt-4")}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
