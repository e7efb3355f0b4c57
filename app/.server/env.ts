import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";
import { SecretSettingError, serverSecret } from "./server-secret.ts";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  AUTH_SECRET_FILE: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  APP_NAME: z.string().min(1).max(40).default("Paraph"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  OPERATOR_NAME: z.string().min(1).max(200).optional(),
  OPERATOR_ADDRESS: z.string().min(1).max(300).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_PHONE: z.string().min(1).max(60).optional(),
  OPERATOR_REGISTRATION: z.string().min(1).max(200).optional(),
  OPERATOR_PUBLISHER: z.string().min(1).max(200).optional(),
  OPERATOR_HOST: z.string().min(1).max(300).optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        context.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .max(100)
    .regex(/^[\w:.-]*$/, "may hold letters, digits and _ : . - only")
    .default(""),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  PHOTO_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name, e.g. eu-west-3")
    .default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "0", "1"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  S3_PREFIX: z
    .string()
    .regex(
      /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/,
      "must be a key prefix ending with /, e.g. photos/ (letters, digits, . _ - between slashes)",
    )
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, "must be a Price id (price_…)")
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  GMAIL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  GMAIL_PUSH_RATE: z.coerce.number().int().min(1).max(200).default(10),
  GOOGLE_ADMIN_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MICROSOFT_LOGIN_URL: z.url({ protocol: /^https$/ }).optional(),
  MICROSOFT_GRAPH_URL: z.url({ protocol: /^https?$/ }).optional(),
  DIRECTORY_SYNC_RATE: z.coerce.number().int().min(1).max(500).optional(),
  JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  PRO_FOR_EVERYONE: z
    .enum(["true", "false", "0", "1"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string;
  photosDir: string;
  mailDir: string;
  /** signs sessions, seals keys and links (app/.server/server-secret.ts) */
  authSecret: string;
  /** the file the secret was read from: AUTH_SECRET_FILE's, or DATA_DIR's; null for AUTH_SECRET */
  authSecretFile: string | null;
  /** bearer token of `GET /metrics`; null: metrics disabled (404) */
  metricsToken: string | null;
  appName: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** X-Forwarded-For hops to believe (app/.server/http/trust-proxy.ts) */
  trustProxy: TrustProxy;
  /** shared store of several instances (rate limits, login throttling, build id); null: memory */
  redisUrl: string | null;
  /** start of every key and channel of this instance in Redis (instances that share a store
   * share it too) */
  redisKeyPrefix: string;
  /** SIGTERM: how long in-flight requests may take before connections are cut */
  shutdownTimeoutMs: number;
  /** SIGTERM: how long to keep accepting (readiness already failing) before closing */
  shutdownDelayMs: number;
  /** a photo no saved signature uses is deleted after going unused this long (ADR 012) */
  photoRetentionDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in (docs/product.md#accounts): null unless both GOOGLE_CLIENT_ID and _SECRET are set */
  google: GoogleConfig | null;
  /** Requests per minute and signed-in user on the signature API (docs/product.md#api) */
  apiRateLimit: number;
  /** where contact messages go */
  contactEmail: string;
  /** contact messages accepted per client IP and hour */
  contactRateLimit: number;
  /** who runs this instance, for the legal pages (docs/product.md#configuration) */
  operator: Operator;
  /** Photos in S3-compatible object storage (ADR 010): null unless S3_BUCKET is set */
  s3: S3Config | null;
  /** the Pro plan sold with Stripe Checkout (docs/product.md#plans): null unless the three STRIPE_ variables are set */
  stripe: StripeConfig | null;
  /** a private instance: every paywall lifted, everyone has what Pro has (docs/pro-plan.md) */
  proForEveryone: boolean;
  /** teams' Gmail push (ADR 027): Google's endpoints (tests point them at a local server) */
  gmailPush: {
    tokenUrl: string;
    apiRootUrl: string;
    /** requests a second to Google, every instance together */
    ratePerSecond: number;
  };
  /** teams' directory sync (docs/decisions/040-directory-sync.md): the directories' endpoints */
  directorySync: {
    googleTokenUrl: string;
    googleAdminApiUrl: string;
    microsoftLoginUrl: string;
    microsoftGraphUrl: string;
    /** requests a second to one team's directory, every instance together */
    ratePerSecond: { google: number; entra: number };
  };
  /** with Redis: how long a job's lock lasts unrenewed (a dead instance's job waits this long) */
  jobLockMs: number;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** the one-time Price of the Pro plan: its amount and currency are read from Stripe */
  priceId: string;
  /** another Stripe API server (stripe-mock, a test server); null: Stripe's own */
  apiUrl: string | null;
};

export type Operator = {
  name: string;
  email: string;
  address: string | null;
  phone: string | null;
  registration: string | null;
  publisher: string | null;
  host: string | null;
};

export type GoogleConfig = { clientId: string; clientSecret: string; discoveryUrl: string };

export type S3Config = {
  bucket: string;
  region: string;
  /** for MinIO, R2 and other S3-compatible services; null: AWS's endpoint for the region */
  endpoint: string | null;
  /** null: the SDK's default credential chain (environment, profile, instance role…) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /**
   * `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most
   * self-hosted servers need it)
   */
  forcePathStyle: boolean;
  /** prepended to every key: "" or ending with "/", e.g. "photos/" */
  prefix: string;
};

export class ConfigError extends Error {}

/** Variables that only mean something with S3_BUCKET (S3_REGION may be set machine-wide). */
const STRIPE_SETTINGS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID"] as const;

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_PREFIX",
  "S3_FORCE_PATH_STYLE",
] as const;

/** Parses the environment once at boot; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const values = parsed.data;
  // One Google variable without the other is a half-done setup: say so rather than run without it.
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    const missing = values.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: required when the other Google variable is set`,
    );
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: required when the other S3 key variable is set`,
    );
  }
  // Photos silently kept on local disk while the operator meant S3 would be lost on redeploy.
  const s3Setting = S3_SETTINGS.find((name) => env[name]);
  if (!values.S3_BUCKET && s3Setting) {
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${s3Setting} is set`);
  }
  // Selling Pro needs all three: a key, the webhook that grants it, and what is sold.
  const stripeSet = STRIPE_SETTINGS.filter((name) => values[name]);
  const stripeMissing = STRIPE_SETTINGS.find((name) => !values[name]);
  if (stripeSet.length > 0 && stripeMissing) {
    throw new ConfigError(
      `Invalid configuration:\n  ${stripeMissing}: required when ${stripeSet[0]} is set`,
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL ?? listeningUrl(values.HOST, values.PORT);
  const host = new URL(publicUrl).hostname;
  const contactEmail = values.CONTACT_EMAIL ?? `contact@${host}`;
  mkdirSync(dataDir, { recursive: true });
  const secret = secretOf(values, dataDir);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? `file:${path.join(dataDir, "app.db")}`,
    photosDir: path.join(dataDir, "photos"),
    mailDir: path.join(dataDir, "mail"),
    authSecret: secret.value,
    authSecretFile: secret.file,
    metricsToken: values.METRICS_TOKEN ?? null,
    appName: values.APP_NAME,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL ?? null,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    photoRetentionDays: values.PHOTO_RETENTION_DAYS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `${values.APP_NAME} <no-reply@${host}>`,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            discoveryUrl: values.GOOGLE_DISCOVERY_URL,
          }
        : null,
    apiRateLimit: values.API_RATE_LIMIT,
    contactEmail,
    contactRateLimit: values.CONTACT_RATE_LIMIT,
    operator: {
      name: values.OPERATOR_NAME ?? values.APP_NAME,
      email: values.OPERATOR_EMAIL ?? contactEmail,
      address: values.OPERATOR_ADDRESS ?? null,
      phone: values.OPERATOR_PHONE ?? null,
      registration: values.OPERATOR_REGISTRATION ?? null,
      publisher: values.OPERATOR_PUBLISHER ?? null,
      host: values.OPERATOR_HOST ?? null,
    },
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT ?? null,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.S3_ACCESS_KEY_ID,
                  secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                }
              : null,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          prefix: values.S3_PREFIX ?? "",
        }
      : null,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET && values.STRIPE_PRICE_ID
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            priceId: values.STRIPE_PRICE_ID,
            apiUrl: values.STRIPE_API_URL ?? null,
          }
        : null,
    gmailPush: {
      tokenUrl: values.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
      apiRootUrl: values.GMAIL_API_URL ?? "https://gmail.googleapis.com/",
      ratePerSecond: values.GMAIL_PUSH_RATE,
    },
    directorySync: {
      googleTokenUrl: values.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
      googleAdminApiUrl: values.GOOGLE_ADMIN_API_URL ?? "https://admin.googleapis.com/",
      microsoftLoginUrl: values.MICROSOFT_LOGIN_URL ?? "https://login.microsoftonline.com",
      microsoftGraphUrl: values.MICROSOFT_GRAPH_URL ?? "https://graph.microsoft.com",
      // Google's Admin SDK allows 2,400 queries a minute to a project (each team's own);
      // Graph's limits for reading users are far higher
      ratePerSecond: {
        google: values.DIRECTORY_SYNC_RATE ?? 35,
        entra: values.DIRECTORY_SYNC_RATE ?? 50,
      },
    },
    jobLockMs: values.JOB_LOCK_MS,
    proForEveryone: values.PRO_FOR_EVERYONE,
  };
}

/**
 * The public origin when PUBLIC_URL is unset: where this server listens, as a browser on the
 * same machine reaches it (`localhost` for every interface), so that `PORT` alone is enough.
 */
export function listeningUrl(host: string, port: number): string {
  const everyInterface = host === "0.0.0.0" || host === "::";
  const name = everyInterface ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** The server secret (app/.server/server-secret.ts); a bad setting names its variable. */
function secretOf(values: { AUTH_SECRET?: string; AUTH_SECRET_FILE?: string }, dataDir: string) {
  try {
    return serverSecret(values, dataDir);
  } catch (error) {
    if (!(error instanceof SecretSettingError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  ${error.variable}: ${error.message}`);
  }
}
