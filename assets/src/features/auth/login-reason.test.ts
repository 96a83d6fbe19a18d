import { DASHBOARD_REASON, PAINTING_REASON, TOOLS_REASON, loginReason } from "./login-reason";

describe("loginReason", () => {
  it.each([
    ["/allproduct", TOOLS_REASON],
    ["/purchase", TOOLS_REASON],
    ["/purchase/12", TOOLS_REASON],
    ["/paintings/3/buy", PAINTING_REASON],
    ["/dashboard", DASHBOARD_REASON],
    ["/dashboard/payment/5", DASHBOARD_REASON],
    ["/paintings/3", null],
    ["/purchases", null],
  ])("explains why %s needs a sign-in", (pathname, reason) => {
    expect(loginReason({ from: { pathname } })).toBe(reason);
  });

  it("says nothing when the visitor came by themselves", () => {
    expect(loginReason(null)).toBeNull();
    expect(loginReason({})).toBeNull();
  });
});
