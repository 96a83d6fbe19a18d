import { api } from "@/lib/api-client";

export type ExchangeTokenInput = {
  email: string;
  /** The Firebase ID token proving who the user is. */
  idToken: string;
  /** Sent on sign-up (and with Google) so the shop knows the user's name. */
  name?: string;
};

/**
 * PUT /api/user/{email} with the Firebase ID token as bearer: creates or updates the
 * user and answers our API token (401: bad or expired ID token; 403: another email).
 */
export async function exchangeIdToken({ email, idToken, name }: ExchangeTokenInput): Promise<string> {
  const address = email.toLowerCase();
  const body: { email: string; name?: string } = { email: address };
  if (name) body.name = name;
  const { token } = await api.put<{ token: string }>(`/user/${encodeURIComponent(address)}`, body, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return token;
}
