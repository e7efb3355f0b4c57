import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Db } from "../../.server/db/connect.ts";
import type { Database, ProGrantTable } from "../../.server/db/schema.ts";

// The rows that make an account Pro (migration 0006, ADR 023) and `user.isPaid`, which every
// other part reads: it is recomputed from the rows in the same transaction that changes them.
// Whoever calls these tells the session cache afterwards (`sessions.userChanged`).

type Trx = Kysely<Database>;

export type StripePayment = {
  paymentIntent: string;
  checkoutSession: string;
  userId: string;
  /** what was bought: the Price, its amount (minor units) and currency */
  priceId: string;
  amount: number;
  currency: string;
  receiptUrl: string | null;
  paidAt: Date;
};

/** What applying a payment did: only `granted` made a change. */
export type GrantOutcome = "granted" | "alreadyGranted" | "refundedEarlier" | "noSuchUser";

/** What a grant records of the Stripe payment behind it. */
function paymentColumns(payment: StripePayment) {
  return {
    user_id: payment.userId,
    checkout_session: payment.checkoutSession,
    price_id: payment.priceId,
    amount: payment.amount,
    currency: payment.currency,
    receipt_url: payment.receiptUrl,
    granted_at: payment.paidAt.toISOString(),
  };
}

/**
 * Records a paid Checkout Session and makes its user Pro. Safe to call twice (the webhook and
 * /success both may), concurrently, or after the payment's refund was already applied.
 */
export async function grantStripePayment(db: Db, payment: StripePayment): Promise<GrantOutcome> {
  return db.kysely.transaction().execute(async (trx) => {
    const user = await lockUser(trx, db, payment.userId);
    if (!user) return "noSuchUser";
    const inserted = await trx
      .insertInto("pro_grant")
      .values({
        id: payment.paymentIntent,
        source: "stripe",
        ...paymentColumns(payment),
        status: "active",
        ended_at: null,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
      const existing = await trx
        .selectFrom("pro_grant")
        .select(["status", "user_id"])
        .where("id", "=", payment.paymentIntent)
        .executeTakeFirstOrThrow();
      if (existing.user_id === null) {
        // the refund came first: remember whose it was, grant nothing
        await trx
          .updateTable("pro_grant")
          .set(paymentColumns(payment))
          .where("id", "=", payment.paymentIntent)
          .execute();
      }
      return existing.status === "active" ? "alreadyGranted" : "refundedEarlier";
    }
    await syncIsPaid(trx, payment.userId);
    return "granted";
  });
}

/**
 * A full refund of a payment: its grant ends and its user stays Pro only through another
 * active grant. Returns the user whose plan changed, if any.
 */
export async function refundStripePayment(
  db: Db,
  paymentIntent: string,
  refundedAt: Date,
): Promise<string | null> {
  return db.kysely.transaction().execute(async (trx) => {
    // A refund of a payment not seen yet is kept, so that the payment grants nothing later.
    const inserted = await trx
      .insertInto("pro_grant")
      .values({
        id: paymentIntent,
        source: "stripe",
        user_id: null,
        checkout_session: null,
        price_id: null,
        amount: null,
        currency: null,
        receipt_url: null,
        status: "refunded",
        granted_at: null,
        ended_at: refundedAt.toISOString(),
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return null;
    const existing = await trx
      .selectFrom("pro_grant")
      .select(["status", "user_id"])
      .where("id", "=", paymentIntent)
      .executeTakeFirstOrThrow();
    if (existing.status !== "active" || existing.user_id === null) return null;
    await lockUser(trx, db, existing.user_id);
    await trx
      .updateTable("pro_grant")
      .set({ status: "refunded", ended_at: refundedAt.toISOString() })
      .where("id", "=", paymentIntent)
      .execute();
    await syncIsPaid(trx, existing.user_id);
    return existing.user_id;
  });
}

/** An operator gives Pro without a payment (`npm run pro -- grant`). False: already Pro. */
export async function grantByOperator(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockUser(trx, db, userId);
    if (await hasActiveGrant(trx, userId)) return false;
    await trx
      .insertInto("pro_grant")
      .values({
        id: `operator:${randomUUID()}`,
        source: "operator",
        user_id: userId,
        checkout_session: null,
        price_id: null,
        amount: null,
        currency: null,
        receipt_url: null,
        status: "active",
        granted_at: now.toISOString(),
        ended_at: null,
      })
      .execute();
    await syncIsPaid(trx, userId);
    return true;
  });
}

/** An operator takes Pro away, whatever gave it (`npm run pro -- revoke`). False: not Pro. */
export async function revokeByOperator(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockUser(trx, db, userId);
    const ended = await trx
      .updateTable("pro_grant")
      .set({ status: "revoked", ended_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("status", "=", "active")
      .executeTakeFirst();
    await syncIsPaid(trx, userId);
    return Number(ended.numUpdatedRows) > 0;
  });
}

export type ProDetails = {
  /** when the oldest active grant began */
  since: string;
  source: ProGrantTable["source"];
  /** Stripe's receipt (or invoice) of the latest payment, if any */
  receiptUrl: string | null;
};

/** The account's active Pro, for /account; null when it has none. */
export async function readProDetails({ kysely }: Db, userId: string): Promise<ProDetails | null> {
  const rows = await kysely
    .selectFrom("pro_grant")
    .select(["source", "receipt_url", "granted_at"])
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .orderBy("granted_at", "asc")
    .execute();
  const first = rows[0];
  if (!first?.granted_at) return null;
  const receipt = rows.findLast((row) => row.receipt_url !== null);
  return {
    since: first.granted_at,
    source: first.source,
    receiptUrl: receipt?.receipt_url ?? null,
  };
}

/** Every payment and grant of the account, oldest first (the data export). */
export async function listProGrants({ kysely }: Db, userId: string) {
  const rows = await kysely
    .selectFrom("pro_grant")
    .select([
      "source",
      "status",
      "price_id",
      "amount",
      "currency",
      "receipt_url",
      "granted_at",
      "ended_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("granted_at", "asc")
    .execute();
  return rows.map((row) => ({
    source: row.source,
    status: row.status,
    priceId: row.price_id,
    amount: row.amount,
    currency: row.currency,
    receiptUrl: row.receipt_url,
    grantedAt: row.granted_at,
    endedAt: row.ended_at,
  }));
}

async function hasActiveGrant(trx: Trx, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("pro_grant")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return row !== undefined;
}

async function syncIsPaid(trx: Trx, userId: string): Promise<void> {
  const active = await hasActiveGrant(trx, userId);
  await trx
    .updateTable("user")
    .set({ isPaid: active ? sql<boolean>`true` : sql<boolean>`false` })
    .where("id", "=", userId)
    .execute();
}

/** Locks the user's row on PostgreSQL so that changes to one account's plan queue up. */
async function lockUser(trx: Trx, { engine }: Db, userId: string): Promise<boolean> {
  const query = trx.selectFrom("user").select("id").where("id", "=", userId);
  const row = await (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}
