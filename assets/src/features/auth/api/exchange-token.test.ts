import { exchangeIdToken } from "./exchange-token";
import { jsonResponse, mockApi } from "@/testing/test-utils";

function zoneIs(timeZone: string | undefined) {
  const real = Intl.DateTimeFormat;
  jest.spyOn(Intl, "DateTimeFormat").mockImplementation(((...args: ConstructorParameters<typeof real>) => {
    const format = new real(...args);
    const options = format.resolvedOptions();
    jest.spyOn(format, "resolvedOptions").mockReturnValue({ ...options, timeZone: timeZone as string });
    return format;
  }) as unknown as typeof Intl.DateTimeFormat);
}

function sentBody(mock: jest.MockedFunction<typeof fetch>): unknown {
  return JSON.parse(String(mock.mock.calls[0][1]?.body));
}

describe("exchangeIdToken", () => {
  it("sends the browser's time zone with the sign-in, for the times in the shop's e-mails", async () => {
    zoneIs("Europe/Paris");
    const fetch = mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token: "shop-token" }) });

    await expect(exchangeIdToken({ email: "Ana@example.com", idToken: "id-token", name: "Ana" })).resolves.toBe(
      "shop-token",
    );

    expect(sentBody(fetch)).toEqual({ email: "ana@example.com", name: "Ana", timeZone: "Europe/Paris" });
  });

  it("signs in all the same when the browser names no time zone", async () => {
    zoneIs(undefined);
    const fetch = mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token: "shop-token" }) });

    await expect(exchangeIdToken({ email: "ana@example.com", idToken: "id-token" })).resolves.toBe("shop-token");

    expect(sentBody(fetch)).toEqual({ email: "ana@example.com" });
  });
});
