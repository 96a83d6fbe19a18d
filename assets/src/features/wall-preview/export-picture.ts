import { frameLayers } from "./frame-style";
import { coverRect, shadowOf, type Rect, type Size } from "./geometry";

/** The photo with the painting on it, as the customer sees it. */
export type PictureSpec = {
  /** The working photo's object URL and size (photo px): the picture has this size. */
  photoUrl: string;
  photo: Size;
  painting: { img: string; framed: boolean };
  /** The painting's rectangle in photo px (frame included). */
  rect: Rect;
  pxPerCm: number;
};

/** The canvas could not be read: the painting's image came from another site without CORS. */
export class TaintedPictureError extends Error {
  constructor() {
    super("The painting's image can't be read back from another site.");
    this.name = "TaintedPictureError";
  }
}

/** Whether `url` is on another origin than the page (data: and blob: URLs are not). */
export function isCrossOrigin(url: string): boolean {
  const parsed = new URL(url, document.baseURI);
  if (parsed.protocol === "data:" || parsed.protocol === "blob:") return false;
  return parsed.origin !== window.location.origin;
}

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  const crossOrigin = isCrossOrigin(url);
  // Asked with CORS, another site's image keeps the canvas readable (if that site allows it).
  if (crossOrigin) image.crossOrigin = "anonymous";
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    // Refused with CORS: the image could be drawn, but never downloaded.
    if (crossOrigin) throw new TaintedPictureError();
    throw error;
  }
  return image;
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded."))),
        "image/jpeg",
        0.92,
      );
    } catch (error) {
      reject(error instanceof DOMException && error.name === "SecurityError" ? new TaintedPictureError() : error);
    }
  });
}

/** Draws the painting into `rect`: the same layers, picture and shadow as on screen. */
export function drawPainting(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  rect: Rect,
  framed: boolean,
  pxPerCm: number,
) {
  const { layers, pictureInset } = frameLayers(rect, framed);
  const shadow = shadowOf(pxPerCm, framed);
  const inner = (inset: number): Rect => ({
    x: rect.x + inset,
    y: rect.y + inset,
    width: Math.max(0, rect.width - 2 * inset),
    height: Math.max(0, rect.height - 2 * inset),
  });
  layers.forEach((layer, index) => {
    context.save();
    if (index === 0) {
      context.shadowColor = `rgba(0, 0, 0, ${shadow.opacity})`;
      // A canvas shadow's blur is twice the standard deviation of its Gaussian.
      context.shadowBlur = shadow.sigma * 2;
      context.shadowOffsetY = shadow.offsetY;
    }
    const box = inner(layer.inset);
    context.fillStyle = layer.colour;
    context.fillRect(box.x, box.y, box.width, box.height);
    context.restore();
  });

  const picture = inner(pictureInset);
  if (picture.width <= 0 || picture.height <= 0) return;
  context.save();
  context.beginPath();
  context.rect(picture.x, picture.y, picture.width, picture.height);
  context.clip();
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  // Always the 5-argument drawImage (an explicit size): Chromium draws an SVG without its
  // own width and height at another size than its natural one when given a source rectangle.
  const target = natural.width > 0 && natural.height > 0 ? coverRect(natural, picture) : picture;
  context.drawImage(image, target.x, target.y, target.width, target.height);
  context.restore();
}

/**
 * The picture to download: the working photo at its own resolution with the painting drawn
 * at the same photo-px rectangle as on screen, as a JPEG. Rejects with TaintedPictureError
 * when the browser forbids reading it back.
 */
export async function renderPicture(spec: PictureSpec): Promise<Blob> {
  const [photo, painting] = await Promise.all([loadImage(spec.photoUrl), loadImage(spec.painting.img)]);
  const canvas = document.createElement("canvas");
  canvas.width = spec.photo.width;
  canvas.height = spec.photo.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas in this browser.");
  context.imageSmoothingQuality = "high";
  context.drawImage(photo, 0, 0, spec.photo.width, spec.photo.height);
  drawPainting(context, painting, spec.rect, spec.painting.framed, spec.pxPerCm);
  try {
    return await canvasBlob(canvas);
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** "wall-preview-<the title in lower-case ASCII words>.jpg". */
export function pictureFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `wall-preview-${slug || "painting"}.jpg`;
}

export { downloadBlob } from "@/lib/download-blob";
