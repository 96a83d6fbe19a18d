import { button, narrowOnPhone, type ButtonSize, type ButtonVariant } from "./styles";

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "danger"];
const SIZES: ButtonSize[] = ["lg", "md", "sm", "xs", "xs-tight", "2xs"];

/** Class name -> the property it sets, for the properties a size or a variant could set twice. */
function property(name: string): string | null {
  const [, variant = "", utility] = /^([a-z-]+:)?(.*)$/.exec(name) ?? [];
  const found = [
    [/^px-/, "padding-x"],
    [/^py-/, "padding-y"],
    [/^p-/, "padding"],
    [/^text-(xs|sm|base|lg|xl)$/, "font-size"],
    [/^rounded/, "radius"],
    [/^font-(normal|medium|semibold|bold)$/, "font-weight"],
    [/^shadow-/, "shadow"],
    [/^bg-/, "background"],
  ].find(([pattern]) => (pattern as RegExp).test(utility));
  return found ? `${variant}${found[1]}` : null;
}

describe("button", () => {
  it.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))(
    "%s, %s: one class per property, so none is overridden by the stylesheet's order",
    (variant, size) => {
      const properties = button(variant, size)
        .split(" ")
        .map(property)
        .filter((name) => name !== null);
      expect(properties).toEqual([...new Set(properties)]);
      expect(properties).toEqual(expect.arrayContaining(["padding-x", "padding-y", "font-size"]));
    },
  );

  it("gives each size its padding and text size", () => {
    expect(button()).toContain("px-5 py-2.5 text-sm");
    expect(button("secondary", "sm")).toContain("px-4 py-2 text-sm");
    expect(button("primary", "lg")).toContain("px-8 py-3 text-base");
    expect(button("primary", "lg")).not.toContain("text-sm");
  });

  it("narrows a phone's button only below sm", () => {
    expect(narrowOnPhone).toBe("max-sm:px-3");
  });
});
