import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { TextField } from "@/components/ui/text-field";

/** How long typing must pause before a search is asked for. */
export const SEARCH_DELAY_MS = 300;

type SearchFieldProps = {
  label: string;
  /** The search in force (the URL's). */
  value: string;
  /** A new search, once typing pauses (or at once on Enter). */
  onCommit: (text: string) => void;
  placeholder?: string;
  delay?: number;
};

/** A search box that asks for a search when typing pauses, not at each keystroke. */
export function SearchField({ label, value, onCommit, placeholder, delay = SEARCH_DELAY_MS }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL changed on its own (back button, "Clear filters"): show its search. Not when it
  // is the search this field just sent: the letters typed since stay.
  if (shown !== value) {
    setShown(value);
    if (value !== sent) {
      setDraft(value);
      setSent(value);
    }
  }
  const latestCommit = useRef(onCommit);
  useEffect(() => {
    latestCommit.current = onCommit;
  }, [onCommit]);

  const text = draft.trim();
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      setSent(text);
      latestCommit.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (text !== value) {
      setSent(text);
      onCommit(text);
    }
  };
  return (
    <TextField
      label={label}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
