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
  ])("gives the whole first character of %p", (name, initial) => {
    expect(nameInitial(name)).toBe(initial);
  });

  it.each(["", "   ", null, undefined])("gives ? for an empty name (%p)", (name) => {
    expect(nameInitial(name)).toBe("?");
  });
});
