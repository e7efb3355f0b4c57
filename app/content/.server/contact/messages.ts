import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../.server/db/schema.ts";
import type { ContactMessageInput } from "./schema.ts";

export type ContactMessage = ContactMessageInput & {
  id: string;
  locale: string;
  createdAt: string;
};

/** Stores one validated contact message and returns it with its id and date. */
export async function saveContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput & { locale: string },
  now: Date = new Date(),
): Promise<ContactMessage> {
  const message: ContactMessage = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    locale: input.locale,
    createdAt: now.toISOString(),
  };
  await db
    .insertInto("contact_message")
    .values({
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      locale: message.locale,
      created_at: message.createdAt,
    })
    .execute();
  return message;
}

/** The latest messages, newest first. */
export async function listContactMessages(
  db: Kysely<Database>,
  { limit = 100 }: { limit?: number } = {},
): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom("contact_message")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }));
}

/** Deletes the messages received before `cutoff` (the retention period); returns how many. */
export async function deleteContactMessagesBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom("contact_message")
    .where("created_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
