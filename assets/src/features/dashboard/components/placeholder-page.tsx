import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";

type PlaceholderPageProps = {
  title: string;
  children: ReactNode;
};

export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">{title}</h1>
      <div className="mt-4 max-w-2xl text-ink-700">{children}</div>
    </div>
  );
}
