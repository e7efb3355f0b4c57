// The directory forms of a team's page (docs/decisions/040-directory-sync.md), read and
// checked: the connection (what to read and its secret) and the choices (mapping, schedule).

import { createPrivateKey, X509Certificate } from "node:crypto";
import * as z from "zod/mini";
import {
  DIRECTORY_SOURCES,
  type DirectoryMapping,
  type DirectorySettings,
  GUID,
  MAPPED_MEMBER_FIELDS,
  type MappingTarget,
  SYNC_INTERVALS,
} from "../../directory.ts";
import type { EntraSecret } from "./entra-directory.ts";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: "tooLong" }));
const required = (max: number) => trimmed(max).check(z.minLength(1, { error: "required" }));

const GoogleForm = z.object({
  adminEmail: required(254).check(z.email({ error: "email" })),
  // Google's query quotes the path: a quote in it is refused, not escaped
  orgUnitPath: trimmed(400).check(
    z.refine((value) => value === "" || /^\/[^'"\\]*$/.test(value), { error: "orgUnit" }),
  ),
  groupKey: trimmed(254).check(
    z.refine((value) => value === "" || /^[\w.+@-]+$/.test(value), { error: "group" }),
  ),
});

const EntraForm = z.object({
  tenantId: required(253).check(
    z.refine((value) => GUID.test(value) || DOMAIN.test(value), { error: "tenant" }),
  ),
  clientId: required(36).check(z.refine((value) => GUID.test(value), { error: "guid" })),
  credential: z.enum(["secret", "certificate"], { error: "required" }),
  secret: z.optional(trimmed(1024)),
  certificate: z.optional(z.string().check(z.maxLength(64 * 1024, { error: "tooLong" }))),
  groupId: trimmed(36).check(
    z.refine((value) => value === "" || GUID.test(value), { error: "guid" }),
  ),
  filter: trimmed(500).check(z.refine((value) => !/[\r\n]/.test(value), { error: "filter" })),
});

export type DirectoryFormError =
  | "required"
  | "tooLong"
  | "email"
  | "orgUnit"
  | "group"
  | "tenant"
  | "guid"
  | "filter"
  | "certificate"
  | "provider";

export type ConnectionInput =
  | { ok: true; settings: DirectorySettings; secret: EntraSecret | null }
  | { ok: false; errors: Record<string, DirectoryFormError> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function connectionInput(form: FormData): ConnectionInput {
  const provider = text(form, "provider");
  if (provider === "google") {
    const parsed = GoogleForm.safeParse({
      adminEmail: text(form, "adminEmail"),
      orgUnitPath: text(form, "orgUnitPath"),
      groupKey: text(form, "groupKey"),
    });
    if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
    return { ok: true, settings: { provider, ...parsed.data }, secret: null };
  }
  if (provider !== "entra") return { ok: false, errors: { provider: "provider" } };
  const parsed = EntraForm.safeParse({
    tenantId: text(form, "tenantId"),
    clientId: text(form, "clientId"),
    credential: text(form, "credential"),
    secret: text(form, "secret"),
    certificate: text(form, "certificate"),
    groupId: text(form, "groupId"),
    filter: text(form, "filter"),
  });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const { secret, certificate, ...settings } = parsed.data;
  if (settings.credential === "secret") {
    if (!secret) return { ok: false, errors: { secret: "required" } };
    return { ok: true, settings: { provider, ...settings }, secret: { kind: "secret", secret } };
  }
  const pair = certificatePair(certificate ?? "");
  if (!pair) return { ok: false, errors: { certificate: "certificate" } };
  return { ok: true, settings: { provider, ...settings }, secret: pair };
}

/**
 * A PEM holding the certificate registered with the app and its private key (RSA, the key
 * of that certificate), as `openssl` or Azure Key Vault export them.
 */
export function certificatePair(pem: string): EntraSecret | null {
  const certificatePem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(
    pem,
  )?.[0];
  const keyPem = /-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+?-----END (RSA )?PRIVATE KEY-----/.exec(
    pem,
  )?.[0];
  if (!certificatePem || !keyPem) return null;
  try {
    const certificate = new X509Certificate(certificatePem);
    const key = createPrivateKey(keyPem);
    if (key.asymmetricKeyType !== "rsa" || !certificate.checkPrivateKey(key)) return null;
    return {
      kind: "certificate",
      certificatePem,
      privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(),
    };
  } catch {
    return null;
  }
}

/** The mapping form: `map.<target>` = a source or "", `locale` and `photo` checkboxes. */
export function mappingInput(
  form: FormData,
  placeholders: readonly string[],
): { mapping: DirectoryMapping; intervalMinutes: number } {
  const targets: MappingTarget[] = [
    ...MAPPED_MEMBER_FIELDS,
    ...placeholders.map((name) => `extra.${name}` as const),
  ];
  const fields: DirectoryMapping["fields"] = {};
  for (const target of targets) {
    const source = text(form, `map.${target}`);
    if ((DIRECTORY_SOURCES as readonly string[]).includes(source)) {
      fields[target] = source as (typeof DIRECTORY_SOURCES)[number];
    }
  }
  const interval = Number(text(form, "interval"));
  return {
    mapping: { fields, locale: form.get("locale") === "on", photo: form.get("photo") === "on" },
    intervalMinutes: (SYNC_INTERVALS as readonly number[]).includes(interval) ? interval : 60,
  };
}

function errorsOf(error: z.core.$ZodError): Record<string, DirectoryFormError> {
  const errors: Record<string, DirectoryFormError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_form");
    if (errors[field]) continue;
    const message = issue.message as DirectoryFormError;
    errors[field] = [
      "required",
      "tooLong",
      "email",
      "orgUnit",
      "group",
      "tenant",
      "guid",
      "filter",
    ].includes(message)
      ? message
      : "required";
  }
  return errors;
}
