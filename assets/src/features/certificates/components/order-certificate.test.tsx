import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { fakeJwt, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { OrderCertificateSection } from "./order-certificate";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const SUMMARY_URL = "/api/orders/12/certificate/summary";
const PDF_URL = "/api/orders/12/certificate";
const SUMMARY = {
  number: "BC-2026-0007",
  code: "q3Xk9vR2mT8wYb4LpZ6nC1sD5fG7hJ0a",
  issuedOn: "2026-11-30",
  ready: true,
  valid: true,
};

function renderSection(shipped = true) {
  return renderWithProviders(<OrderCertificateSection orderId={12} shipped={shipped} />, {
    auth: signedInAs("ana@example.com"),
  });
}

describe("OrderCertificateSection", () => {
  it("downloads the PDF with the signed-in token and links the public page", async () => {
    const createObjectURL = jest.fn(() => "blob:certificate");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fetch = mockApi({
      [SUMMARY_URL]: SUMMARY,
      [PDF_URL]: () => new Response("%PDF-1.4 certificate", { headers: { "Content-Type": "application/pdf" } }),
    });
    const token = fakeJwt({ email: "ana@example.com" });
    localStorage.setItem("accessToken", token);

    renderSection();

    await screen.findByRole("button", { name: "Download certificate of authenticity" });
    const section = screen.getByRole("region", { name: "Certificate of authenticity" });
    expect(within(section).getByText(/Certificate BC-2026-0007, signed by the shop/)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "See its public page" })).toHaveAttribute(
      "href",
      `/certificates/${SUMMARY.code}`,
    );
    await userEvent.click(within(section).getByRole("button", { name: "Download certificate of authenticity" }));

    await waitFor(() => expect(clicked).toEqual(["BC-2026-0007.pdf"]));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe("%PDF-1.4 certificate");
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === PDF_URL) ?? [];
    expect(new Headers(init?.headers).get("Accept")).toBe("*/*");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
    expect(notify.success).toHaveBeenCalledWith("Certificate BC-2026-0007 downloaded.");
  });

  it("says the certificate is being prepared and asks again on Check again", async () => {
    let calls = 0;
    mockApi({
      [SUMMARY_URL]: () => {
        calls += 1;
        return jsonResponse({ ...SUMMARY, ready: calls > 1 });
      },
    });

    renderSection();

    expect(await screen.findByText(/Your certificate is being prepared/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download certificate of authenticity" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("button", { name: "Download certificate of authenticity" })).toBeEnabled();
  });

  it("shows the API's words when the download is refused", async () => {
    mockApi({
      [SUMMARY_URL]: SUMMARY,
      [PDF_URL]: () =>
        jsonResponse(
          { detail: "This document is being prepared. Try again in a minute.", code: "document_not_ready" },
          409,
        ),
    });

    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Download certificate of authenticity" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This document is being prepared. Try again in a minute.",
    );
  });

  it("shows nothing when the order has no certificate, or was not shipped", async () => {
    const fetch = mockApi({ [SUMMARY_URL]: () => jsonResponse({ detail: "None.", code: "not_found" }, 404) });

    const { container, unmount } = renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the certificate…");
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();

    fetch.mockClear();
    const notShipped = renderSection(false);
    expect(notShipped.container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers to try again when the certificate could not be loaded", async () => {
    let calls = 0;
    mockApi({
      [SUMMARY_URL]: () => {
        calls += 1;
        return calls <= 2
          ? jsonResponse({ detail: "Server trouble.", code: "server_error" }, 500)
          : jsonResponse(SUMMARY);
      },
    });

    renderSection();

    expect(await screen.findByRole("alert")).toHaveTextContent("Server trouble.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Download certificate of authenticity" })).toBeInTheDocument();
  });
});
