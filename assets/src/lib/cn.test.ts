import { cn } from "./cn";

describe("cn", () => {
  it("joins the classes given and leaves out the conditions that are off", () => {
    const open = false;
    expect(cn("block", open && "hidden", null, undefined, "", "px-4")).toBe("block px-4");
  });
});
