import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState, ErrorMessage } from "@/components/ui";
import type { Tool } from "../types";
import { ToolCard, ToolCardSkeleton, type ImageLoading } from "./tool-card";

type HeadingLevel = "h2" | "h3";

/** Two columns from 375 px phones, three from `lg`. */
const GRID = "grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3";

/** Placeholder cards while tools load. */
export function ToolGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading tools…
      </p>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <ToolCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

type ToolListProps = {
  tools: Tool[];
  headingLevel?: HeadingLevel;
  /** At the top of its page: the first row's images load at once, the first one first. */
  atTop?: boolean;
};

/** The cards in the first row of the widest grid. */
const FIRST_ROW = 3;

function imageLoading(atTop: boolean, index: number): ImageLoading {
  if (!atTop || index >= FIRST_ROW) return "lazy";
  return index === 0 ? "priority" : "eager";
}

/** Tools as a grid of cards. */
export function ToolList({ tools, headingLevel, atTop = false }: ToolListProps) {
  return (
    <ul className={GRID}>
      {tools.map((tool, index) => (
        <li key={tool._id} className="flex">
          <div className="flex w-full">
            <ToolCard tool={tool} headingLevel={headingLevel} imageLoading={imageLoading(atTop, index)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

type ToolGridProps = {
  query: UseQueryResult<Tool[]>;
  skeletonCount?: number;
  headingLevel?: HeadingLevel;
};

/** Tools as cards, with the loading, error and empty states of their query. */
export function ToolGrid({ query, skeletonCount = 6, headingLevel }: ToolGridProps) {
  if (query.isPending) return <ToolGridSkeleton count={skeletonCount} />;
  if (query.isError) {
    return <ErrorMessage title="We couldn't load the tools" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState message="No tools yet." />;
  return <ToolList tools={query.data} headingLevel={headingLevel} />;
}
