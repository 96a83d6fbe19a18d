import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { jsonResponse, mockApi, renderWithProviders } from "@/testing/test-utils";
import { CertificatePage } from "./certificate";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));

const CODE = "q3Xk9vR2mT8wYb4LpZ6nC1sD5fG7hJ0a";
const URL_OF = `/api/certificates/${CODE}`;

const VALID = {
  valid: true,
  number: "BC-2026-0007",
  issuedOn: "2026-11-30",
  text: "Certificate BC-2026-0007, issued on 30 November 2026 for the buyer of this painting",
  painting: {
    id: 3,
    title: "Harbour at Dawn",
    artist: "Mira Holt",
    medium: "Oil",
    size: "60 × 45 cm, framed",
    year: 2019,
    imageUrl: "/media/uploads/tools/harbour.webp",
  },
};

function renderPage(code = CODE) {
  renderWithProviders(
    <Routes>
      <Route path="/certificates/:code" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${code}` },
  );
}

describe("CertificatePage", () => {
  it("shows a valid certificate: the badge, the words, the painting as certified", async () => {
    const fetch = mockApi({ [URL_OF]: VALID });

    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Checking the certificate…");
    expect(await screen.findByText("Valid")).toBeInTheDocument();
    expect(screen.getByText(VALID.text)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Harbour at Dawn" })).toHaveAttribute("src", VALID.painting.imageUrl);
    expect(screen.getByRole("heading", { name: "Harbour at Dawn" })).toBeInTheDocument();
    const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(detail("Artist")).toBe("Mira Holt");
    expect(detail("Medium")).toBe("Oil");
    expect(detail("Size")).toBe("60 × 45 cm, framed");
    expect(detail("Year")).toBe("2019");
    expect(detail("Certificate")).toBe("BC-2026-0007");
    expect(screen.getByRole("link", { name: "See the painting in the shop" })).toHaveAttribute("href", "/paintings/3");
    // Asked without the visitor's token: the answer is the same for everyone.
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get("Authorization")).toBeNull();
  });

  it("says a certificate is not valid and shows nothing else", async () => {
    mockApi({ [URL_OF]: { valid: false, text: "This certificate is not valid." } });

    renderPage();

    expect(await screen.findByText("Not valid")).toBeInTheDocument();
    expect(screen.getByText("This certificate is not valid.")).toBeInTheDocument();
    expect(screen.queryByText("Valid")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("says when the check failed (too many checks) and asks again on Try again", async () => {
    let calls = 0;
    mockApi({
      [URL_OF]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ detail: "Too many requests. Please try again in 42 seconds.", code: "throttled" }, 429)
          : jsonResponse(VALID);
      },
    });

    renderPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't check this certificate");
    expect(alert).toHaveTextContent("Too many requests. Please try again in 42 seconds.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Valid")).toBeInTheDocument();
  });
});
