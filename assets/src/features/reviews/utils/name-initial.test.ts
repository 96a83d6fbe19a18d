import { nameInitial } from "./name-initial";

describe("nameInitial", () => {
  it.each([
    ["ana", "A"],
    ["  bob smith ", "B"],
    ["élodie", "É"],
    ["Ørjan", "Ø"],
    ["😀 Sam", "😀"],
    ["👩‍🎨 Frida", "👩‍🎨"],
    ["e\u0301mile", "E\u0301"],
    ["李雷", "李"],
    ["1\ufe0f\u20e3 Keycap", "1\ufe0f\u20e3"],
    ["a\u0308nne", "A\u0308"],
    ["#\u20e3 Hash", "#\u20e3"],
    ["k\u200d x", "K\u200d"],
  ])("gives the whole first character of %p", (name, initial) => {
    expect(nameInitial(name)).toBe(initial);
  });

  it.each(["", "   ", null, undefined])("gives ? for an empty name (%p)", (name) => {
    expect(nameInitial(name)).toBe("?");
  });
});

describe("nameInitial without Intl.Segmenter for plain ASCII", () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const ascii = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index));
  const after = ["", "x", " ", "\u0301", "\u0308", "\u20e3", "\ufe0f", "\u200d", "\u{1f3fd}", "\u0903", "é"];

  it("gives the same character Intl.Segmenter finds, whatever follows", () => {
    const names = ascii.flatMap((first) => after.map((next) => `${first}${next}rest`));
    for (const name of names) {
      const grapheme = segmenter.segment(name)[Symbol.iterator]().next().value!.segment;
      expect([name, nameInitial(name)]).toEqual([name, grapheme.toLocaleUpperCase()]);
    }
  });

  it("never starts Intl for a name that begins with a plain letter", async () => {
    const RealSegmenter = Intl.Segmenter;
    const segmenterMade = jest.fn();
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    intl.Segmenter = class extends RealSegmenter {
      constructor(...args: ConstructorParameters<typeof RealSegmenter>) {
        super(...args);
        segmenterMade();
      }
    };
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import("./name-initial");
        expect(fresh.nameInitial("Casey Customer")).toBe("C");
        expect(fresh.nameInitial("zoë")).toBe("Z");
        expect(segmenterMade).not.toHaveBeenCalled();
        expect(fresh.nameInitial("élodie")).toBe("É");
        expect(fresh.nameInitial("éva")).toBe("É");
        expect(segmenterMade).toHaveBeenCalledTimes(1);
      });
    } finally {
      intl.Segmenter = RealSegmenter;
    }
  });
});
