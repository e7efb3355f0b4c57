import type { GenericEndpointContext } from "better-auth";
import { preferredLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales.ts";

/** Our columns on Better Auth's `user` table (docs/product.md#storage, #accounts); only `locale` is client input. */
export const USER_FIELDS = {
  isPaid: { type: "boolean", required: false, defaultValue: false, input: false },
  hasFreeTemplate: { type: "boolean", required: false, defaultValue: true, input: false },
  lastLogin: { type: "date", required: false, input: false },
  lastLogout: { type: "date", required: false, input: false },
  isAuthenticated: { type: "boolean", required: false, defaultValue: false, input: false },
  /** language of the mails; set at sign-up from the page's locale */
  locale: { type: "string", required: false, input: true },
} as const;

type Ctx = GenericEndpointContext | null;

/** Told once a change to a user's sessions, account or row has been committed. */
export type UserChanged = (userId: string) => Promise<void>;

type SessionUserOwner = { context?: { session?: { user?: { id?: unknown } } | null } } | null;

/**
 * Login tracking, locale hygiene, and the session cache (ADR 015): every committed change to
 * a user's row, sessions or accounts is reported to `userChanged`, so cached session users
 * are dropped on every instance (sign-out, revoked sessions, password change or reset, email
 * verification, account deletion…). Better Auth runs these `after` hooks once the change has
 * committed. Through Better Auth's own adapter so both engines get booleans and dates (ADR 006).
 */
export function userDatabaseHooks(userChanged: UserChanged = async () => {}) {
  // A password update reports a row count, not the account: its user is the signed-in one.
  const accountOwner = (account: unknown, ctx: Ctx): string | null => {
    if (account && typeof account === "object" && "userId" in account) {
      return typeof account.userId === "string" ? account.userId : null;
    }
    const id = (ctx as SessionUserOwner)?.context?.session?.user?.id;
    return typeof id === "string" ? id : null;
  };
  const accountChanged = async (account: unknown, ctx: Ctx) => {
    const userId = accountOwner(account, ctx);
    if (userId) await userChanged(userId);
  };
  return {
    user: {
      create: {
        // Email sign-ups carry `locale`; Google sign-ups take the browser's locale cookie or language.
        before: async (user: Record<string, unknown>, ctx: Ctx) => {
          const locale = isLocale(user.locale)
            ? user.locale
            : ctx?.request
              ? preferredLocale(ctx.request)
              : DEFAULT_LOCALE;
          return { data: { ...user, locale } };
        },
      },
      update: {
        before: async (user: Record<string, unknown>) => {
          if (!("locale" in user) || isLocale(user.locale)) return;
          const { locale: _invalid, ...rest } = user;
          return { data: rest };
        },
        after: async (user: { id: string } | null) => {
          if (user) await userChanged(user.id);
        },
      },
      delete: {
        after: async (user: { id: string }) => {
          await userChanged(user.id);
        },
      },
    },
    session: {
      create: {
        after: async (session: { userId: string }, ctx: Ctx) => {
          await ctx?.context.internalAdapter.updateUser(session.userId, {
            lastLogin: new Date(),
            isAuthenticated: true,
          });
        },
      },
      delete: {
        // Signed out of one device: still authenticated while another live session remains.
        after: async (session: { userId: string }, ctx: Ctx) => {
          await userChanged(session.userId);
          const adapter = ctx?.context.internalAdapter;
          if (!adapter) return;
          const now = new Date();
          const live = (await adapter.listSessions(session.userId)).filter(
            (s) => s.expiresAt > now,
          );
          await adapter.updateUser(session.userId, {
            lastLogout: now,
            isAuthenticated: live.length > 0,
          });
        },
      },
    },
    account: {
      create: { after: accountChanged },
      update: { after: accountChanged },
      delete: { after: accountChanged },
    },
  };
}
