import { ApiError, NETWORK_ERROR_DETAIL, api, apiFile, buildUrl, onUnauthorized } from "./api-client";
import { fakeJwt, jsonResponse } from "@/testing/test-utils";

function fetchMock() {
  return globalThis.fetch as jest.MockedFunction<typeof fetch>;
}

function lastHeaders(): Record<string, string> {
  const [, init] = fetchMock().mock.calls.at(-1)!;
  return init?.headers as Record<string, string>;
}

describe("api client", () => {
  it("asks under /api and returns the JSON body", async () => {
    fetchMock().mockResolvedValueOnce(jsonResponse([{ _id: 1, name: "Round brush" }]));

    await expect(api.get("/tools")).resolves.toEqual([{ _id: 1, name: "Round brush" }]);
    expect(fetchMock()).toHaveBeenCalledWith("/api/tools", expect.objectContaining({ method: "GET" }));
  });

  it("sends the stored access token as a bearer token", async () => {
    const token = fakeJwt({ email: "a@example.com" });
    localStorage.setItem("accessToken", token);
    fetchMock().mockResolvedValueOnce(jsonResponse({ admin: false }));

    await api.get("/admin/a@example.com");

    expect(lastHeaders().Authorization).toBe(`Bearer ${token}`);
  });

  it("sends public reads without the stored token, so the server answers them from its shared cache", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "a@example.com" }));
    fetchMock().mockResolvedValueOnce(jsonResponse([]));

    await api.get("/tools", { anonymous: true });

    expect(lastHeaders().Authorization).toBeUndefined();
  });

  it("does not send an expired or unreadable stored token (the API would refuse even public data)", async () => {
    for (const stored of [fakeJwt({ email: "a@example.com" }, -60), "not-a-jwt"]) {
      localStorage.setItem("accessToken", stored);
      fetchMock().mockResolvedValueOnce(jsonResponse([]));

      await api.get("/tools");

      expect(lastHeaders()).not.toHaveProperty("Authorization");
    }
  });

  it("lets a caller's own Authorization header win over the stored token", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "a@example.com" }));
    fetchMock().mockResolvedValueOnce(jsonResponse({ token: "new" }));

    await api.put(
      "/user/a%40example.com",
      { email: "a@example.com" },
      { headers: { Authorization: "Bearer firebase-id" } },
    );

    expect(lastHeaders().Authorization).toBe("Bearer firebase-id");
  });

  it("reports a 401 answered to a request that carried the stored token", async () => {
    const token = fakeJwt({ email: "a@example.com" });
    localStorage.setItem("accessToken", token);
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock().mockResolvedValueOnce(
      jsonResponse({ detail: "Token is invalid or expired", code: "token_not_valid" }, 401),
    );

    await expect(api.get("/mypurchase")).rejects.toMatchObject({ status: 401 });

    expect(listener).toHaveBeenCalledWith(token);
    unsubscribe();
  });

  it("does not report a 401 of a request sent without the stored token", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "a@example.com" }));
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock().mockImplementation(async () =>
      jsonResponse({ detail: "The sign-in token is not valid.", code: "invalid_id_token" }, 401),
    );

    await expect(
      api.put("/user/a%40example.com", {}, { headers: { Authorization: "Bearer bad" } }),
    ).rejects.toMatchObject({ status: 401 });
    localStorage.clear();
    await expect(api.get("/mypurchase")).rejects.toMatchObject({ status: 401 });

    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("sends no Authorization header without a stored token", async () => {
    fetchMock().mockResolvedValueOnce(jsonResponse([]));

    await api.get("/review");

    expect(lastHeaders()).not.toHaveProperty("Authorization");
  });

  it("sends bodies as JSON", async () => {
    fetchMock().mockResolvedValueOnce(jsonResponse({ _id: 9 }, 201));

    await api.post("/review", { name: "Ana", review: "Lovely brushes" });

    const [, init] = fetchMock().mock.calls[0];
    expect(init?.body).toBe(JSON.stringify({ name: "Ana", review: "Lovely brushes" }));
    expect(lastHeaders()["Content-Type"]).toBe("application/json");
  });

  it("throws an ApiError with the server's detail and code on a 404", async () => {
    fetchMock().mockResolvedValueOnce(jsonResponse({ detail: "No tool with this id.", code: "not_found" }, 404));

    const error = await api.get("/tools/999").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: "No tool with this id.", code: "not_found", fields: {} });
  });

  it("keeps field errors of a validation failure", async () => {
    fetchMock().mockResolvedValueOnce(
      jsonResponse({ detail: "Invalid input.", code: "invalid", fields: { name: ["This field is required."] } }, 400),
    );

    await expect(api.post("/review", {})).rejects.toMatchObject({
      status: 400,
      fields: { name: ["This field is required."] },
    });
  });

  it("turns an error without a JSON body into an ApiError with a readable detail", async () => {
    fetchMock().mockResolvedValueOnce(new Response("<h1>Bad gateway</h1>", { status: 502 }));

    await expect(api.get("/tools")).rejects.toMatchObject({ status: 502, code: "http_502" });
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    fetchMock().mockRejectedValueOnce(new TypeError("Failed to fetch"));

    await expect(api.get("/tools")).rejects.toMatchObject({
      status: 0,
      code: "network_error",
      detail: NETWORK_ERROR_DETAIL,
    });
  });

  it("builds query strings and leaves out empty values", () => {
    expect(buildUrl("/tools", { ordering: "-_id", limit: 6, offset: undefined })).toBe(
      "/api/tools?ordering=-_id&limit=6",
    );
  });
});

describe("api client after a 401", () => {
  it("stops sending a token the API refused, so public data still loads", async () => {
    const token = fakeJwt({ email: "a@example.com" });
    localStorage.setItem("accessToken", token);
    fetchMock().mockResolvedValueOnce(
      jsonResponse({ detail: "Token is invalid or expired", code: "token_not_valid" }, 401),
    );
    await expect(api.get("/tools")).rejects.toMatchObject({ status: 401 });

    fetchMock().mockResolvedValueOnce(jsonResponse([]));
    await api.get("/tools");

    const [, init] = fetchMock().mock.calls[1];
    expect(init?.headers).not.toHaveProperty("Authorization");
  });

  it("fetches a file as a Blob with the bearer token, and its error answer as an ApiError", async () => {
    const token = fakeJwt({ email: "a@example.com" });
    localStorage.setItem("accessToken", token);
    fetchMock().mockResolvedValueOnce(new Response("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } }));

    const blob = await apiFile("/documents/INV-2026-000001/pdf");

    expect(await blob.text()).toBe("%PDF-1.4");
    expect(lastHeaders().Authorization).toBe(`Bearer ${token}`);
    fetchMock().mockResolvedValueOnce(jsonResponse({ detail: "Being prepared.", code: "document_not_ready" }, 409));
    await expect(apiFile("/documents/INV-2026-000001/pdf")).rejects.toMatchObject({
      status: 409,
      code: "document_not_ready",
      detail: "Being prepared.",
    });
  });
});
