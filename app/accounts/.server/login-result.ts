import { z } from "zod";

/** The seed's answer to login and register: `{uid, email, emailVerified}` (docs/product.md#accounts). */
export type AuthResult = { uid: string; email: string; emailVerified: boolean };

const BetterAuthUserBodySchema = z.object({
  user: z.object({ id: z.string().min(1), email: z.string().min(1), emailVerified: z.boolean() }),
});

/** Better Auth's `{token, user}` answer as ours, or null when it is not what we expect. */
export async function toAuthResult(response: Response): Promise<AuthResult | null> {
  const parsed = BetterAuthUserBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return null;
  const { id, email, emailVerified } = parsed.data.user;
  return { uid: id, email, emailVerified };
}

/** The JSON answer, with Better Auth's session cookies relayed. */
export function authResultResponse(result: AuthResult, from: Response, status: number): Response {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store" });
  for (const cookie of from.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(JSON.stringify(result), { status, headers });
}

/** Better Auth's error `code` (e.g. `INVALID_EMAIL_OR_PASSWORD`), if its body has one. */
export async function betterAuthErrorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}
