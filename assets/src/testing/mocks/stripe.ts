/**
 * A stand-in for the Stripe object that `loadStripeJs` resolves to, enough for
 * @stripe/react-stripe-js's <Elements> and <CardElement>. Tests mock the loader:
 *
 *   jest.mock("@/features/payments/stripe/load-stripe");
 *   jest.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
 *
 * and drive the card with `fake.ready()` and `fake.fillCard()`.
 */
import type { Stripe } from "@stripe/stripe-js";
import { act } from "@testing-library/react";

type Handler = (payload?: unknown) => void;

type FakeCard = {
  mount: jest.Mock<void, [HTMLElement]>;
  on: jest.Mock<FakeCard, [string, Handler]>;
  off: jest.Mock<FakeCard, [string, Handler]>;
  destroy: jest.Mock<void, []>;
};

export type FakeStripe = ReturnType<typeof createFakeStripe>;

export function createFakeStripe() {
  const handlers = new Map<string, Set<Handler>>();
  const card: FakeCard = {
    mount: jest.fn((node: HTMLElement) => {
      const input = document.createElement("input");
      input.setAttribute("aria-label", "Card number");
      node.append(input);
    }),
    on: jest.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return card;
    }),
    off: jest.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
      return card;
    }),
    destroy: jest.fn(),
  };
  const elements = {
    create: jest.fn(() => card),
    getElement: jest.fn(() => card),
    update: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardSetup: jest.fn(),
    confirmCardPayment: jest.fn(),
  };

  function emit(event: string, payload: unknown) {
    act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
  }

  return {
    /** What `loadStripeJs` resolves to. */
    stripe: stripe as unknown as Stripe,
    confirmCardSetup: stripe.confirmCardSetup,
    confirmCardPayment: stripe.confirmCardPayment,
    elements,
    card,
    /** Whether react-stripe-js listens to `event` on the card now. */
    listens: (event: string) => (handlers.get(event)?.size ?? 0) > 0,
    /** The card element says it is ready (Stripe's iframe loaded; localstripe: our compat script). */
    ready: () => emit("ready", { elementType: "card" }),
    /** The customer typed a card. */
    fillCard: (state: { empty?: boolean; complete?: boolean; error?: { message: string } } = {}) =>
      emit("change", {
        elementType: "card",
        empty: false,
        complete: true,
        error: undefined,
        value: { postalCode: "" },
        ...state,
      }),
  };
}
