// Accounts for multi-instance tests: registered through any URL (a balancer or one instance)
// with the Origin of PUBLIC_URL, as a browser on the public site would send it.
import { sql } from "kysely";
import { connectDatabase } from "../../app/.server/db/connect.ts";
import { uniqueEmail } from "./auth-client.ts";
import { TEST_PASSWORD } from "./signatures-api.ts";

export type TestAccount = {
  email: string;
  userId: string;
  /** `Cookie` header value carrying the session */
  cookie: string;
};

export async function registerAccount(
  baseUrl: string,
  publicUrl: string,
  label: string,
): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(publicUrl).origin },
    body: JSON.stringify({ email, password: TEST_PASSWORD, acceptTerms: true }),
  });
  if (response.status !== 201) {
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  }
  const { uid } = (await response.json()) as { uid: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .join("; ");
  return { email, userId: uid, cookie };
}

/** Makes accounts Pro, as the payment webhook would: Free accounts keep 3 cloud signatures. */
export async function makePro(databaseUrl: string, userIds: string[]): Promise<void> {
  const db = connectDatabase(databaseUrl);
  try {
    for (const id of userIds) {
      await sql`update "user" set "isPaid" = true where id = ${id}`.execute(db.kysely);
    }
  } finally {
    await db.kysely.destroy();
  }
}
