// The design every person of a batch starts from: one of the caller's saved signatures
// (`signature`), of which only the design passes on (its person's own details do not:
// app/signature/person-design.ts, ADR 029), then the design fields sent with the request.
import * as z from "zod/mini";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { designPart, personalDetailsIn } from "../../signature/person-design.ts";
import { SignatureFieldsPatchSchema } from "../../signature/schema.ts";
import { getSignatureOrThrow } from "../../signatures/.server/index.ts";
import type { Db } from "../db/connect.ts";
import { illFormedTextPath, type ValidationError, validationErrors } from "../http/json-body.ts";
import { problemFor } from "../http/problem.ts";
import type { BatchRequest } from "./rows.ts";

/** Some signature fields, checked: what each person's own fields are laid over. */
export type Design = Record<string, unknown>;

/**
 * The saved signature's design (a thrown 404 `Signature not found` when it is not the
 * caller's), overridden by the design fields sent, or a 400 validation_failed naming each
 * invalid design field as `design.<field>`, a person's own field among them.
 */
export async function resolveDesign(
  db: Db,
  userId: string,
  { signatureId, design }: Pick<BatchRequest, "signatureId" | "design">,
  locale: Locale,
): Promise<Design | Response> {
  const errors = designErrors(design, locale);
  if (errors) return problemFor("validationFailed", locale, { extra: { errors } });
  const parsed = SignatureFieldsPatchSchema.parse(design);
  // a design that does not say its language is written in the request's
  if (signatureId === null) return { language: locale, ...dropUndefined(parsed) };
  const {
    id: _id,
    userId: _userId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...saved
  } = await getSignatureOrThrow(db, userId, signatureId, locale);
  return { ...designPart(saved), ...dropUndefined(parsed) };
}

function designErrors(design: Design, locale: Locale): ValidationError[] | null {
  const illFormed = illFormedTextPath(design);
  if (illFormed !== null) {
    const message = serverT(locale)("validation.illFormedText");
    return [{ path: `design.${illFormed}`, code: "ill_formed_text", message }];
  }
  const parsed = z.safeParse(SignatureFieldsPatchSchema, design);
  if (!parsed.success) {
    return validationErrors(parsed.error, locale).map((error) => ({
      ...error,
      path: error.path ? `design.${error.path}` : "design",
    }));
  }
  const personal = personalDetailsIn(dropUndefined(parsed.data));
  if (personal.length === 0) return null;
  const t = serverT(locale);
  return personal.map((field) => ({
    path: `design.${field}`,
    code: "person_field",
    message: t("problems.batch.personField", { field }),
  }));
}

function dropUndefined(fields: Record<string, unknown>): Design {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
