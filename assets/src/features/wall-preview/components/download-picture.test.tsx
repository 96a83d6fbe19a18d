import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockCanvas, type CanvasMock } from "@/testing/mocks/canvas";
import { WallPreview } from "..";

const painting = {
  title: "Café à l'aube — No. 2",
  artist: "Mira Okafor",
  img: "/media/cafe.svg",
  widthCm: 50,
  heightCm: 40,
  framed: true,
};

let canvas: CanvasMock;
let clicked: { download: string; href: string }[];

beforeEach(() => {
  canvas = mockCanvas({ bitmap: { width: 1200, height: 900 } });
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => canvas.restore());

/** The preview with a photo whose line (480 px) is 100 cm: the painting is 240 x 192 px, centred. */
async function placed() {
  const user = userEvent.setup();
  const view = render(<WallPreview painting={painting} />);
  await user.upload(screen.getByLabelText("Choose a photo"), new File(["jpeg"], "wall.jpg", { type: "image/jpeg" }));
  await user.type(await screen.findByLabelText("Length of the line (cm)"), "100");
  return { user, ...view };
}

describe("Download the picture", () => {
  it("downloads the photo with the painting on it as a JPEG named after the painting", async () => {
    const { user } = await placed();

    await user.click(screen.getByRole("button", { name: "Download the picture" }));

    expect(await screen.findByText("The picture is downloading.")).toBeInTheDocument();
    expect(clicked).toEqual([
      { download: "wall-preview-cafe-a-l-aube-no-2.jpg", href: expect.stringMatching(/^blob:/) },
    ]);
    const picture = canvas.contexts.at(-1)!;
    // At the working photo's resolution, the painting's frame at its rectangle on screen.
    expect(picture.size).toEqual({ width: 1200, height: 900 });
    expect(picture.context.drawImage.mock.calls[0].slice(1)).toEqual([0, 0, 1200, 900]);
    expect(picture.context.fillRect.mock.calls[0]).toEqual([480, 354, 240, 192]);
    expect(canvas.toBlob).toHaveBeenLastCalledWith(expect.any(Function), "image/jpeg", 0.92);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("draws the painting where it was moved to", async () => {
    const { user } = await placed();
    await user.click(screen.getByTestId("wall-preview-painting"));
    await user.keyboard("{Shift>}{ArrowRight}{ArrowDown}{/Shift}");

    await user.click(screen.getByRole("button", { name: "Download the picture" }));

    await screen.findByText("The picture is downloading.");
    expect(canvas.contexts.at(-1)!.context.fillRect.mock.calls[0]).toEqual([490, 364, 240, 192]);
  });

  it("revokes the last download's object URL when the next one starts and when the preview closes", async () => {
    const { user, unmount } = await placed();
    const download = screen.getByRole("button", { name: "Download the picture" });

    await user.click(download);
    await screen.findByText("The picture is downloading.");
    const first = clicked[0].href;
    expect(canvas.revokeObjectURL).not.toHaveBeenCalledWith(first);

    await user.click(download);
    await screen.findByText("The picture is downloading.");
    expect(canvas.revokeObjectURL).toHaveBeenCalledWith(first);

    unmount();
    expect(canvas.revokeObjectURL).toHaveBeenCalledWith(clicked[1].href);
  });

  it("suggests a screenshot when the browser won't let the picture be read", async () => {
    const { user } = await placed();
    canvas.toBlob.mockImplementation(() => {
      throw new DOMException("The canvas has been tainted by cross-origin data.", "SecurityError");
    });

    await user.click(screen.getByRole("button", { name: "Download the picture" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This picture can't be downloaded here, but you can take a screenshot.",
    );
    expect(clicked).toEqual([]);
  });
});
