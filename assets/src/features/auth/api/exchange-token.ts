import { api } from "@/lib/api-client";

export type ExchangeTokenInput = {
  email: string;
  /** The Firebase ID token proving who the user is. */
  idToken: string;
  /** Sent on sign-up (and with Google) so the shop knows the user's name. */
  name?: string;
};

/** The browser's IANA time zone ("Europe/Paris"), or undefined where it cannot say. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * PUT /api/user/{email} with the Firebase ID token as bearer: creates or updates the
 * user and answers our API token (401: bad or expired ID token; 403: another email).
 * It sends the browser's time zone too: the shop's e-mails give times in it.
 */
export async function exchangeIdToken({ email, idToken, name }: ExchangeTokenInput): Promise<string> {
  const address = email.toLowerCase();
  const body: { email: string; name?: string; timeZone?: string } = { email: address };
  if (name) body.name = name;
  const timeZone = browserTimeZone();
  if (timeZone) body.timeZone = timeZone;
  const { token } = await api.put<{ token: string }>(`/user/${encodeURIComponent(address)}`, body, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return token;
}
