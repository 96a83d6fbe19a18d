import type { UseQueryResult } from "@tanstack/react-query";
import { Controller, type Control } from "react-hook-form";
import { button } from "@/components/ui";
import { SelectField } from "@/components/ui/text-field";
import type { PaintingValues } from "../painting-values";
import type { MediumChoice } from "../types";
import { cn } from "@/lib/cn";

/** GET /api/paintings/media as the page has it. */
export type MediaQuery = Pick<UseQueryResult<MediumChoice[]>, "data" | "isError" | "refetch">;

function placeholder(media: MediaQuery): string {
  if (media.data) return "Choose a medium";
  return media.isError ? "No media to choose from" : "Loading the media…";
}

/** The shop's media, and the painting's own if the shop no longer lists it (so that it shows as it is). */
function choices(media: MediumChoice[] | undefined, current: string): MediumChoice[] {
  if (!media) return [];
  return current && !media.some((medium) => medium.code === current)
    ? [...media, { code: current, name: current }]
    : media;
}

/** The painting's medium: a choice of the media the shop sells (a way to ask again if they did not load). */
export function MediumField({ control, media }: { control: Control<PaintingValues>; media: MediaQuery }) {
  return (
    <Controller
      control={control}
      name="medium"
      rules={{ validate: (value) => value !== "" || "Choose the medium" }}
      render={({ field, fieldState }) => (
        <div>
          <SelectField
            label="Medium"
            required
            error={fieldState.error?.message}
            hint={media.isError ? "The list of media did not load." : undefined}
            {...field}
          >
            <option value="">{placeholder(media)}</option>
            {choices(media.data, field.value).map((medium) => (
              <option key={medium.code} value={medium.code}>
                {medium.name}
              </option>
            ))}
          </SelectField>
          {media.isError ? (
            <button
              type="button"
              onClick={() => void media.refetch()}
              className={cn(button("secondary", "xs"), "mt-2")}
            >
              Load the media again
            </button>
          ) : null}
        </div>
      )}
    />
  );
}
