import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { DashboardSidebarProvider } from "@/components/layout/dashboard-sidebar";
import { AuthContext, type AuthState } from "@/features/auth";

export const signedOut: AuthState = { user: null, loading: false, signOut: async () => {} };

export function signedInAs(
  email: string,
  signOut: () => Promise<void> = async () => {},
  details: { name?: string; role?: "admin" | "customer"; emailVerified?: boolean; hasPassword?: boolean } = {},
): AuthState {
  return { user: { email, ...details }, loading: false, signOut };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

type JwtClaims = {
  email: string;
  name?: string;
  role?: "admin" | "customer";
  emailVerified?: boolean;
  /** Left out of the token when undefined, as the shop's older tokens do. */
  hasPassword?: boolean;
  exp?: number;
};

let tokenCount = 0;

/**
 * An API token like the shop's (HS256 JWT; the signature is not checked by the app).
 * `expiresIn` is in seconds from now (negative: already expired); default 12 hours.
 */
export function fakeJwt(
  { email, name = "", role = "customer", emailVerified = true, hasPassword, exp }: JwtClaims,
  expiresIn = 12 * 3600,
): string {
  tokenCount += 1;
  const payload = {
    token_type: "access",
    jti: `test-${tokenCount}`, // every token differs, like the server's
    user_id: 1,
    email,
    name,
    role,
    email_verified: emailVerified,
    ...(hasPassword === undefined ? {} : { has_password: hasPassword }),
    exp: exp ?? Math.floor(Date.now() / 1000) + expiresIn,
  };
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type ProviderOptions = {
  auth?: AuthState;
  queryClient?: QueryClient;
};

export function TestProviders({
  children,
  auth = signedOut,
  queryClient = createTestQueryClient(),
}: ProviderOptions & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <DashboardSidebarProvider>{children}</DashboardSidebarProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the app's providers and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = "/", ...options }: ProviderOptions & { route?: string } & Omit<RenderOptions, "wrapper"> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders {...options}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </TestProviders>
    ),
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type RouteHandler = unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

/**
 * Answers fetch calls by path + query (e.g. "/api/tools?ordering=-_id&limit=6") or by
 * path alone; anything else rejects. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, RouteHandler>): jest.MockedFunction<typeof fetch> {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const handler = routes[url.pathname + url.search] ?? routes[url.pathname];
    if (handler === undefined) throw new Error(`Unexpected fetch in test: ${url.pathname}${url.search}`);
    return typeof handler === "function" ? handler(url, init) : jsonResponse(handler);
  }) as jest.MockedFunction<typeof fetch>;
  globalThis.fetch = mock;
  return mock;
}

export function paginated<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
