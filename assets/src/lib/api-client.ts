/**
 * The one HTTP client for the JSON API under /api: JSON in and out, the bearer
 * token from local storage, and one error type for every failure.
 */
import { markAccessTokenRefused, readUsableAccessToken } from "./access-token";

export const API_BASE = "/api";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly fields: FieldErrors;
  /** The whole error answer, for a code that says more (409 `total_changed` carries the new `quote`). */
  readonly body: Record<string, unknown>;

  constructor({
    status,
    detail,
    code,
    fields = {},
    body = {},
  }: {
    status: number;
    detail: string;
    code: string;
    fields?: FieldErrors;
    body?: Record<string, unknown>;
  }) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_DETAIL = "We couldn't reach the shop. Check your connection and try again.";

/** A list answer from the API when asked with `limit`/`offset`. */
export type Paginated<T> = {
  count: number;
  /** The catalogue's lists say false when there are more than `count` (counted so far). */
  countExact?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
};

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A public read (the catalogue, reviews, paintings): sent without the stored token, so
   * the server answers it from the cache it shares with every visitor, and its answer
   * never depends on who asks.
   */
  anonymous?: boolean;
};

type UnauthorizedListener = (rejectedToken: string) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` with the stored token whenever the API answers 401 to a request
 * that carried it: the token is expired or forged, and the session is over.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[key] = messages.map(String);
    else if (typeof messages === "string") fields[key] = [messages];
  }
  return fields;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function defaultDetail(status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 403) return "You don't have permission to do that.";
  if (status === 404) return "We couldn't find what you were looking for.";
  if (status >= 500) return "The shop had a problem answering. Please try again in a moment.";
  return `The request failed (HTTP ${status}).`;
}

/** Sends the request with the stored token (unless `anonymous`); any network failure is an ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = "GET", body, query, signal } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  // A caller's own Authorization (the Firebase ID token of the sign-in exchange) wins.
  const storedToken = "Authorization" in headers || options.anonymous ? null : readUsableAccessToken();
  if (storedToken) headers.Authorization = `Bearer ${storedToken}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    if (error instanceof Error && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_DETAIL, code: "network_error" });
  }

  if (response.status === 401 && storedToken) {
    markAccessTokenRefused(storedToken);
    unauthorizedListeners.forEach((listener) => listener(storedToken));
  }
  return response;
}

function errorOf(response: Response, data: unknown): ApiError {
  const errorBody = isRecord(data) ? data : {};
  return new ApiError({
    status: response.status,
    detail:
      typeof errorBody.detail === "string" && errorBody.detail ? errorBody.detail : defaultDetail(response.status),
    code: typeof errorBody.code === "string" ? errorBody.code : `http_${response.status}`,
    fields: toFieldErrors(errorBody.fields),
    body: errorBody,
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, "application/json");
  const data = await readJson(response);
  if (!response.ok) throw errorOf(response, data);
  return data as T;
}

/** GET a file the API answers (a PDF, a CSV) as a Blob, with the stored token; errors as apiRequest's. */
export async function apiFile(path: string, options: Omit<RequestOptions, "method" | "body"> = {}): Promise<Blob> {
  const response = await send(path, { ...options, method: "GET" }, "*/*");
  if (!response.ok) throw errorOf(response, await readJson(response));
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** The message to show a person for any error thrown while talking to the API. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return "Something went wrong. Please try again.";
}
