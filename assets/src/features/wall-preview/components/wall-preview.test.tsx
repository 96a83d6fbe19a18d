import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockCanvas, type CanvasMock } from "@/testing/mocks/canvas";
import { WallPreview } from "..";

const painting = {
  title: "Harbour at Dawn",
  artist: "Mira Okafor",
  img: "/media/harbour.svg",
  widthCm: 50,
  heightCm: 40,
  framed: true,
};

let canvas: CanvasMock;
afterEach(() => canvas.restore());

function photoFile(name = "wall.jpg", type = "image/jpeg") {
  return new File(["jpeg bytes"], name, { type });
}

/** Renders the preview and picks a photo that decodes to `bitmap` (1200 x 900 by default). */
async function withPhoto(bitmap = { width: 1200, height: 900 }, props: { onClose?: () => void } = {}) {
  canvas = mockCanvas({ bitmap });
  const user = userEvent.setup();
  const view = render(<WallPreview painting={painting} {...props} />);
  await user.upload(screen.getByLabelText("Choose a photo"), photoFile());
  await screen.findByRole("img", { name: "Your photo of the wall" });
  return { user, ...view };
}

function paintingBox() {
  return screen.getByTestId("wall-preview-painting").style;
}

describe("WallPreview: the photo", () => {
  it("offers to take a photo with the back camera or choose one, and says it stays on the device", () => {
    canvas = mockCanvas();
    render(<WallPreview painting={painting} />);

    expect(screen.getByRole("heading", { level: 2, name: "See it on your wall" })).toBeInTheDocument();
    const camera = screen.getByLabelText("Take a photo");
    expect(camera).toHaveAttribute("type", "file");
    expect(camera).toHaveAttribute("accept", "image/*");
    expect(camera).toHaveAttribute("capture", "environment");
    expect(screen.getByLabelText("Choose a photo")).not.toHaveAttribute("capture");
    expect(screen.getByText("Your photo stays on this device.")).toBeInTheDocument();
  });

  it("works on a copy of at most 2400 px, turned as the camera held it, without sending the photo anywhere", async () => {
    await withPhoto({ width: 8000, height: 6000 });

    const photo = screen.getByTestId("wall-preview-photo");
    expect(photo).toHaveAttribute("width", "2400");
    expect(photo).toHaveAttribute("height", "1800");
    expect(photo).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    expect(canvas.createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: "from-image" });
    expect(canvas.bitmapClose).toHaveBeenCalled();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    // Next step: marking a length on the photo, with the focus there.
    expect(screen.getByRole("group", { name: "Your photo, with the marks and the painting" })).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Mark a known length" })).toBeInTheDocument();
  });

  it("says so when the file is not a picture", async () => {
    canvas = mockCanvas();
    const user = userEvent.setup({ applyAccept: false });
    render(<WallPreview painting={painting} />);

    await user.upload(screen.getByLabelText("Choose a photo"), photoFile("notes.txt", "text/plain"));

    expect(await screen.findByRole("alert")).toHaveTextContent("That file isn't a picture.");
    expect(canvas.createImageBitmap).not.toHaveBeenCalled();
  });

  it("says so when the picture can't be decoded", async () => {
    canvas = mockCanvas();
    canvas.createImageBitmap.mockRejectedValue(new DOMException("bad", "InvalidStateError"));
    canvas.decode.mockRejectedValue(new DOMException("bad", "EncodingError"));
    const user = userEvent.setup();
    render(<WallPreview painting={painting} />);

    await user.upload(screen.getByLabelText("Take a photo"), photoFile("broken.jpg"));

    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't open that photo.");
  });

  it("forgets the photo (its object URL revoked) for another one", async () => {
    const { user } = await withPhoto();
    const url = screen.getByTestId("wall-preview-photo").getAttribute("src");

    await user.click(screen.getByRole("button", { name: "Use another photo" }));

    expect(canvas.revokeObjectURL).toHaveBeenCalledWith(url);
    expect(screen.queryByTestId("wall-preview-photo")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Choose a photo")).toHaveFocus();
  });

  it("has a Close button when the page gives onClose", async () => {
    const onClose = jest.fn();
    const { user } = await withPhoto(undefined, { onClose });

    await user.click(screen.getByRole("button", { name: "Close" }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("WallPreview: marking a known length", () => {
  it("shows the painting at true scale once the line's length is typed", async () => {
    const { user } = await withPhoto();
    expect(screen.queryByTestId("wall-preview-painting")).not.toBeInTheDocument();
    expect(screen.getByTestId("wall-preview-line-start")).toHaveAccessibleName("Start of the line");
    expect(screen.getByTestId("wall-preview-line-end")).toHaveAccessibleName("End of the line");

    // The line starts from 30% to 70% of 1200 px: 480 px. 100 cm → 4.8 px/cm.
    await user.type(screen.getByLabelText("Length of the line (cm)"), "100");

    expect(paintingBox().width).toBe("20%"); // 50 cm × 4.8 = 240 px of 1200
    expect(parseFloat(paintingBox().height)).toBeCloseTo((192 / 900) * 100, 10); // 40 cm × 4.8
    expect(screen.getByText("Shown at true scale: 50 × 40 cm")).toBeInTheDocument();
    expect(screen.getByTestId("wall-preview-painting")).toHaveAccessibleName(
      "Harbour at Dawn: use the arrow keys to move it",
    );
  });

  it("moves a line end with the arrow keys, 1 screen px a press and 10 with Shift, and the painting follows", async () => {
    const { user } = await withPhoto();
    // The photo is shown at half its size: 1 screen px is 2 photo px.
    const stage = screen.getByTestId("wall-preview-photo").parentElement!;
    stage.getBoundingClientRect = () => new DOMRect(0, 0, 600, 450);
    await user.type(screen.getByLabelText("Length of the line (cm)"), "100");
    const end = screen.getByTestId("wall-preview-line-end");
    expect(end.style.left).toBe("70%");

    act(() => end.focus());
    await user.keyboard("{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}");

    expect(end.style.left).toBe("75%"); // 840 + 3 × 20 = 900 px
    expect(paintingBox().width).toBe("22.5%"); // 540 px for 100 cm → 50 cm is 270 px

    await user.keyboard("{ArrowUp}");
    expect(parseFloat(end.style.top)).toBeCloseTo((448 / 900) * 100, 10);
  });

  it("asks for a length in centimetres", async () => {
    const { user } = await withPhoto();
    const input = screen.getByLabelText("Length of the line (cm)");

    await user.type(input, "0");
    expect(screen.getByText("Enter the length in centimetres")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.clear(input);
    await user.type(input, "20000");
    expect(screen.getByText("Enter the length in centimetres")).toBeInTheDocument();
    expect(screen.queryByTestId("wall-preview-painting")).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, "80");
    expect(screen.queryByText("Enter the length in centimetres")).not.toBeInTheDocument();
    expect(screen.getByTestId("wall-preview-painting")).toBeInTheDocument();
  });

  it("asks to drag the ends apart when they are closer than 10 px", async () => {
    const { user } = await withPhoto();
    await user.type(screen.getByLabelText("Length of the line (cm)"), "80");

    act(() => screen.getByTestId("wall-preview-line-end").focus());
    // From 480 px apart to 2 px.
    await user.keyboard("{Shift>}" + "{ArrowLeft}".repeat(47) + "{/Shift}" + "{ArrowLeft}".repeat(8));

    expect(screen.getByText("Drag the ends of the line apart")).toBeInTheDocument();
    expect(screen.queryByTestId("wall-preview-painting")).not.toBeInTheDocument();
  });

  it("measures with an A4 sheet's four corners", async () => {
    const { user } = await withPhoto();

    await user.click(screen.getByRole("radio", { name: "A4 sheet" }));

    expect(screen.queryByLabelText("Length of the line (cm)")).not.toBeInTheDocument();
    for (const corner of ["Top-left", "Top-right", "Bottom-right", "Bottom-left"]) {
      expect(screen.getByRole("button", { name: `${corner} corner of the sheet` })).toBeInTheDocument();
    }
    // The sheet starts upright, 270 px tall (30% of 900): 270 / 29.7 = 9.09 px/cm.
    expect(parseFloat(paintingBox().width)).toBeCloseTo(((50 * 270) / 29.7 / 1200) * 100, 6);

    // Moving one corner onto another leaves no sheet to measure.
    act(() => screen.getByRole("button", { name: "Top-right corner of the sheet" }).focus());
    await user.keyboard("{Shift>}" + "{ArrowLeft}".repeat(20) + "{/Shift}");
    expect(screen.getByText(/Drag the corners apart/)).toBeInTheDocument();
  });

  it("announces the scale politely once it settles", async () => {
    const { user } = await withPhoto();
    await user.type(screen.getByLabelText("Length of the line (cm)"), "100");

    const announcer = screen.getByTestId("wall-preview-announcer");
    expect(announcer).toHaveAttribute("aria-live", "polite");
    await waitFor(() =>
      expect(announcer).toHaveTextContent("shown at true scale, 50 by 40 cm: 20% of the photo's width"),
    );
  });
});

describe("WallPreview: placing the painting", () => {
  async function placed() {
    const view = await withPhoto();
    await view.user.type(screen.getByLabelText("Length of the line (cm)"), "100");
    return view;
  }

  it("starts centred and moves with the arrow keys, kept inside the photo", async () => {
    const { user } = await placed();
    const box = paintingBox();
    expect(box.left).toBe("40%"); // (1200 - 240) / 2 = 480 px
    expect(parseFloat(box.top)).toBeCloseTo((354 / 900) * 100, 10); // (900 - 192) / 2

    act(() => screen.getByTestId("wall-preview-painting").focus());
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}");
    expect(parseFloat(box.left)).toBeCloseTo((492 / 1200) * 100, 10);

    await user.keyboard("{Shift>}" + "{ArrowLeft}".repeat(60) + "{/Shift}");
    expect(box.left).toBe("0%");
  });

  it("moves by pointer drag", async () => {
    const { user } = await placed();
    const element = screen.getByTestId("wall-preview-painting");

    await user.pointer([
      { keys: "[MouseLeft>]", target: element, coords: { clientX: 500, clientY: 400 } },
      { coords: { clientX: 560, clientY: 380 } },
      { keys: "[/MouseLeft]" },
    ]);

    expect(parseFloat(element.style.left)).toBeCloseTo((540 / 1200) * 100, 10);
    expect(parseFloat(element.style.top)).toBeCloseTo((334 / 900) * 100, 10);
  });

  it("hides the marks when they are done, and shows them again to change them", async () => {
    const { user } = await placed();

    await user.click(screen.getByRole("button", { name: "Done: hide the marks" }));

    expect(screen.queryByTestId("wall-preview-line-start")).not.toBeInTheDocument();
    expect(screen.getByText("Marked: a line of 100 cm.")).toBeInTheDocument();
    expect(screen.getByTestId("wall-preview-painting")).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Change the marks" }));
    expect(screen.getByTestId("wall-preview-line-start")).toBeInTheDocument();
    expect(screen.getByLabelText("Length of the line (cm)")).toHaveValue(100);
  });

  it("revokes the photo's object URL when it closes", async () => {
    const { unmount } = await placed();
    const url = screen.getByTestId("wall-preview-photo").getAttribute("src");

    act(() => unmount());

    expect(canvas.revokeObjectURL).toHaveBeenCalledWith(url);
    expect(within(document.body).queryByRole("img")).not.toBeInTheDocument();
  });
});
