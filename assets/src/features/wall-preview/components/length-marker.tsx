import { useId } from "react";
import { button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { MAX_LENGTH_CM } from "../geometry";
import type { MarkMethod, Marking } from "../use-marking";
import { cn } from "@/lib/cn";

const METHODS: { value: MarkMethod; label: string }[] = [
  { value: "line", label: "Along a line" },
  { value: "sheet", label: "A4 sheet" },
];

type LengthMarkerProps = {
  marking: Marking;
  /** Hides the marks: the scale is set. */
  onDone: () => void;
};

/**
 * Step two's controls: how the length is marked (a line of a known length, or an A4 sheet
 * taped to the wall), the length of the line and what is wrong with the marks.
 */
export function LengthMarker({ marking, onDone }: LengthMarkerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        Mark a known length
      </h3>
      <fieldset>
        <legend className="sr-only">How to mark it</legend>
        <div className="grid grid-cols-2 gap-1 rounded-full border border-ink-300 bg-white p-1">
          {METHODS.map((method) => (
            <label
              key={method.value}
              className="cursor-pointer rounded-full px-3 py-2 text-center text-sm font-semibold text-ink-800 has-checked:bg-ink-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ultramarine-600 motion-safe:transition-colors"
            >
              <input
                type="radio"
                name={`${headingId}-method`}
                value={method.value}
                checked={marking.method === method.value}
                onChange={() => marking.setMethod(method.value)}
                className="sr-only"
              />
              {method.label}
            </label>
          ))}
        </div>
      </fieldset>

      {marking.method === "line" ? (
        <>
          <p className="text-sm text-ink-700">
            Drag the ends along something you know the length of: a door, a tile, a sheet of paper.
          </p>
          <TextField
            label="Length of the line (cm)"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_LENGTH_CM}
            step="any"
            placeholder="e.g. 80 for a door"
            value={marking.lengthText}
            onChange={(event) => marking.setLengthText(event.target.value)}
            onBlur={marking.touchLength}
            error={marking.lengthError}
          />
        </>
      ) : (
        <p className="text-sm text-ink-700">
          Tape an A4 sheet (21 × 29.7 cm) to the wall before you take the photo, then drag the four corners onto the
          corners of the sheet. Upright or on its side, either works.
        </p>
      )}

      <div aria-live="polite" className="space-y-2 empty:hidden">
        {marking.markError ? <p className="text-sm font-medium text-red-700">{marking.markError}</p> : null}
        {marking.markWarning ? (
          <p className="rounded-xl bg-ochre-50 px-3 py-2 text-sm text-ink-800">{marking.markWarning}</p>
        ) : null}
      </div>

      {marking.scale.ok ? (
        <button type="button" onClick={onDone} className={cn(button(), "w-full sm:w-auto")}>
          Done: hide the marks
        </button>
      ) : null}
    </section>
  );
}
