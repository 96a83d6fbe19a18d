import { mockCanvas, type CanvasMock } from "@/testing/mocks/canvas";
import { makeWorkingCopy, PHOTO_ERRORS } from "./use-working-photo";

let canvas: CanvasMock;
afterEach(() => canvas.restore());

const photo = () => new File(["jpeg"], "wall.jpg", { type: "image/jpeg" });

describe("makeWorkingCopy", () => {
  it("draws the photo scaled down into a JPEG of at most 2400 px", async () => {
    canvas = mockCanvas({ bitmap: { width: 6000, height: 8000 } });

    const copy = await makeWorkingCopy(photo());

    expect(copy).toMatchObject({ width: 1800, height: 2400 });
    expect(copy.blob.type).toBe("image/jpeg");
    const { size, context } = canvas.contexts[0];
    expect(size).toEqual({ width: 1800, height: 2400 });
    expect(context.drawImage.mock.calls[0].slice(1)).toEqual([0, 0, 1800, 2400]);
    expect(canvas.bitmapClose).toHaveBeenCalled();
  });

  it("decodes through an <img> where createImageBitmap is missing, then revokes its URL", async () => {
    canvas = mockCanvas();
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(3000);
    jest.spyOn(HTMLImageElement.prototype, "naturalHeight", "get").mockReturnValue(2000);

    const copy = await makeWorkingCopy(photo());

    expect(copy).toMatchObject({ width: 2400, height: 1600 });
    const fileUrl = canvas.createObjectURL.mock.results[0].value;
    expect(canvas.revokeObjectURL).toHaveBeenCalledWith(fileUrl);
  });

  it("refuses a file that isn't an image before decoding it", async () => {
    canvas = mockCanvas();

    await expect(makeWorkingCopy(new File(["%PDF"], "plan.pdf", { type: "application/pdf" }))).rejects.toThrow(
      PHOTO_ERRORS.notImage,
    );
    expect(canvas.createImageBitmap).not.toHaveBeenCalled();
  });
});
