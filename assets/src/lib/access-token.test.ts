import { fakeJwt } from "@/testing/test-utils";
import {
  decodeAccessToken,
  isExpired,
  readAccessToken,
  readUsableAccessToken,
  subscribeAccessToken,
  writeAccessToken,
} from "./access-token";

describe("access token", () => {
  it("decodes the email, name, role, verified e-mail and expiry of our token", () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const claims = decodeAccessToken(
      fakeJwt({ email: "zoe@example.com", name: "Zoë Ærø", role: "admin", emailVerified: false, exp }),
    );

    expect(claims).toEqual({ email: "zoe@example.com", name: "Zoë Ærø", role: "admin", emailVerified: false, exp });
  });

  it("counts an e-mail as verified only when the token says so (tokens from before the claim do not)", () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const payload = btoa(JSON.stringify({ email: "a@example.com", exp })).replace(/=+$/, "");

    expect(decodeAccessToken(`x.${payload}.y`)?.emailVerified).toBe(false);
    expect(decodeAccessToken(fakeJwt({ email: "a@example.com" }))?.emailVerified).toBe(true);
  });

  it("says whether the account has a password only when the token does", () => {
    expect(decodeAccessToken(fakeJwt({ email: "a@example.com", hasPassword: true }))?.hasPassword).toBe(true);
    expect(decodeAccessToken(fakeJwt({ email: "a@example.com", hasPassword: false }))?.hasPassword).toBe(false);
    expect(decodeAccessToken(fakeJwt({ email: "a@example.com" }))).not.toHaveProperty("hasPassword");
  });

  it("treats any role but admin as a customer", () => {
    const token = fakeJwt({ email: "a@example.com", role: "superuser" as "admin" });

    expect(decodeAccessToken(token)?.role).toBe("customer");
  });

  it("rejects values that are not our tokens", () => {
    for (const value of ["", "abc", "a.b.c", "a.e30.c", `x.${btoa(JSON.stringify({ email: "a@b.co" }))}.y`]) {
      expect(decodeAccessToken(value)).toBeNull();
    }
  });

  it("knows an expired token", () => {
    expect(isExpired(decodeAccessToken(fakeJwt({ email: "a@example.com" }, -60))!)).toBe(true);
    expect(isExpired(decodeAccessToken(fakeJwt({ email: "a@example.com" }, 3600))!)).toBe(false);
  });

  it("offers only a valid stored token for requests", () => {
    expect(readUsableAccessToken()).toBeNull();

    const valid = fakeJwt({ email: "a@example.com" });
    localStorage.setItem("accessToken", valid);
    expect(readUsableAccessToken()).toBe(valid);

    localStorage.setItem("accessToken", fakeJwt({ email: "a@example.com" }, -60));
    expect(readUsableAccessToken()).toBeNull();
  });

  it("stores and removes the token, telling subscribers", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeAccessToken(listener);

    writeAccessToken("jwt");
    expect(readAccessToken()).toBe("jwt");
    writeAccessToken(null);
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    writeAccessToken("again");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("hears about changes made in another tab", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeAccessToken(listener);

    window.dispatchEvent(new StorageEvent("storage", { key: "accessToken" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));

    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
