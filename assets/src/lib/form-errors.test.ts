import { ApiError } from "./api-client";
import { applyApiErrors } from "./form-errors";

type Values = { quantity: number; note: string };

function refusal(fields: Record<string, string[]>) {
  return new ApiError({ status: 400, detail: "Please correct the highlighted fields.", code: "invalid", fields });
}

describe("applyApiErrors", () => {
  it("puts each known field's first message under the form's field, focusing the first one", () => {
    const setError = jest.fn();
    const error = refusal({
      toolsQuantity: ["Too many.", "Really."],
      note: ["Too long."],
      other: ["Not a field here."],
    });

    const result = applyApiErrors<Values>(error, setError, { toolsQuantity: "quantity", note: "note" });

    expect(setError.mock.calls).toEqual([
      ["quantity", { type: "server", message: "Too many." }, { shouldFocus: true }],
      ["note", { type: "server", message: "Too long." }, { shouldFocus: false }],
    ]);
    expect(result).toEqual({ first: { field: "quantity", message: "Too many." }, unplaced: ["Not a field here."] });
  });

  it("places nothing for an error without fields, or one that is not the API's", () => {
    const setError = jest.fn();

    expect(applyApiErrors<Values>(refusal({ note: [] }), setError, { note: "note" })).toEqual({
      first: null,
      unplaced: [],
    });
    expect(applyApiErrors<Values>(new Error("offline"), setError, { note: "note" })).toEqual({
      first: null,
      unplaced: [],
    });
    expect(setError).not.toHaveBeenCalled();
  });
});
