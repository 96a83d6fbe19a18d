/**
 * jsdom decodes no image and has no canvas, object URLs or createImageBitmap: stand-ins for
 * code that reads a picked photo and draws on a canvas. Call `mockCanvas()` in a test (or
 * a beforeEach); jest's restoreMocks undoes the spies, `restore()` the rest.
 */
export type CanvasMock = ReturnType<typeof mockCanvas>;

const STATE = ["fillStyle", "shadowColor", "shadowBlur", "shadowOffsetX", "shadowOffsetY"] as const;

/** A 2D context that records its drawing calls; save() and restore() keep its state as a real one does. */
export function fakeContext2d() {
  const saved: Record<string, unknown>[] = [];
  const context = {
    canvas: null as HTMLCanvasElement | null,
    drawImage: jest.fn(),
    fillRect: jest.fn(),
    save: jest.fn(() => {
      saved.push(Object.fromEntries(STATE.map((key) => [key, context[key]])));
    }),
    restore: jest.fn(() => {
      Object.assign(context, saved.pop());
    }),
    beginPath: jest.fn(),
    rect: jest.fn(),
    clip: jest.fn(),
    imageSmoothingEnabled: true,
    imageSmoothingQuality: "low" as ImageSmoothingQuality,
    fillStyle: "#000" as string | CanvasGradient | CanvasPattern,
    shadowColor: "transparent",
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
  };
  return context;
}

type Options = {
  /** The size createImageBitmap decodes every file to (as if turned per its EXIF). */
  bitmap?: { width: number; height: number };
};

const ORIGINAL_URL = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const ORIGINAL_DECODE = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "decode");

export function mockCanvas({ bitmap = { width: 4000, height: 3000 } }: Options = {}) {
  let count = 0;
  const createObjectURL = jest.fn<string, [Blob | MediaSource]>(() => `blob:http://shop.test/${++count}`);
  const revokeObjectURL = jest.fn<void, [string]>();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;

  const close = jest.fn();
  const createImageBitmap = jest.fn<
    Promise<{ width: number; height: number; close: jest.Mock }>,
    [ImageBitmapSource, ImageBitmapOptions?]
  >(async () => ({ ...bitmap, close }));
  globalThis.createImageBitmap = createImageBitmap as unknown as typeof globalThis.createImageBitmap;

  const decode = jest.fn(async () => {});
  Object.defineProperty(HTMLImageElement.prototype, "decode", { configurable: true, value: decode });

  /** Each canvas's context, in the order the canvases asked for one. */
  const contexts: {
    canvas: HTMLCanvasElement;
    size: { width: number; height: number };
    context: ReturnType<typeof fakeContext2d>;
  }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const context = fakeContext2d();
    context.canvas = this;
    // The size now: the code may shrink the canvas afterwards, to free its memory.
    contexts.push({ canvas: this, size: { width: this.width, height: this.height }, context });
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement["getContext"]);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob(["picture"], { type: type ?? "image/png" }));
  });

  return {
    createObjectURL,
    revokeObjectURL,
    createImageBitmap,
    bitmapClose: close,
    decode,
    contexts,
    toBlob,
    restore() {
      URL.createObjectURL = ORIGINAL_URL.create;
      URL.revokeObjectURL = ORIGINAL_URL.revoke;
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
      if (ORIGINAL_DECODE) Object.defineProperty(HTMLImageElement.prototype, "decode", ORIGINAL_DECODE);
      else delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    },
  };
}
