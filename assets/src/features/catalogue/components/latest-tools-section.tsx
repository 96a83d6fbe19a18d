import { Link } from "react-router-dom";
import { SectionHeading, button } from "@/components/ui";
import { useLatestTools } from "../api/get-tools";
import { ToolGrid } from "./tool-grid";

/** Home: the six most recently added tools. */
export function LatestToolsSection() {
  const query = useLatestTools();
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="tools-heading"
        eyebrow="Fresh in the studio"
        description="Brushes, knives and paints we have just added to the shelves."
      >
        Tools for your next painting
      </SectionHeading>
      <ToolGrid query={query} />
      <div className="mt-10 text-center">
        <Link to="/allproduct" className={button("secondary")}>
          See all tools
        </Link>
      </div>
    </section>
  );
}
