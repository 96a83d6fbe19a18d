/** The payment page's certificate of authenticity: the buyer's name printed on it only if they tick the box. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { createTestQueryClient, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { PaymentPage } from "./payment";
import {
  bodyOf,
  callsTo,
  CHECKOUTS_URL,
  mockCheckout,
  ORDERS_URL,
  PAY_URL,
  pendingOrder,
  readyToPay,
  region,
  setUpFakeStripe,
  SUCCEEDED,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

const COMPLETED = "Congratulation! Your Payment is completed";
const CONSENT = "Print my name on the certificate of authenticity";

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    {
      route: "/dashboard/payment/3",
      auth: signedInAs("ana@example.com", undefined, { name: "Ana Lima" }),
      queryClient: createTestQueryClient(),
    },
  );
}

describe("PaymentPage: the certificate of authenticity", () => {
  it("sends the name only when the box is ticked, starting from the profile's name", async () => {
    const fetch = mockCheckout({ [PAY_URL]: SUCCEEDED });
    renderPage();
    const pay = await readyToPay();

    const certificate = region("Certificate of authenticity");
    const consent = certificate.getByRole("checkbox", { name: CONSENT });
    expect(consent).not.toBeChecked();
    expect(certificate.queryByRole("textbox")).not.toBeInTheDocument();
    await userEvent.click(consent);
    const name = certificate.getByRole("textbox", { name: "Name on the certificate" });
    expect(name).toHaveValue("Ana Lima");
    await userEvent.clear(name);
    await userEvent.type(name, "  Ana M. Lima ");
    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL)).toEqual(expect.objectContaining({ certificateName: "Ana M. Lima" }));
  });

  it("sends no name when the box is left alone", async () => {
    const fetch = mockCheckout({ [PAY_URL]: SUCCEEDED });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL)).not.toHaveProperty("certificateName");
  });

  it("asks for a name when the box is ticked and the field is empty, and starts nothing", async () => {
    const fetch = mockCheckout({ [PAY_URL]: SUCCEEDED });
    renderPage();
    const pay = await readyToPay();
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Name on the certificate" }));

    await userEvent.click(pay);

    const message = "Enter the name to print on the certificate, or untick the box.";
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: "Name on the certificate" })).toHaveAccessibleDescription(message);
    expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(0);
  });

  it("is not offered when no painting is among the orders paid", async () => {
    mockCheckout({ [ORDERS_URL]: [pendingOrder] });
    renderPage();
    await readyToPay();

    expect(screen.queryByRole("checkbox", { name: CONSENT })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Certificate of authenticity" })).toBeNull());
  });
});
