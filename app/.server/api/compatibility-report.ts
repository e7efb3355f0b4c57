// The compatibility report as the API gives it: the editor's report (signature/report.ts),
// each check's message written out in the request's language.
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { checkEmailCompatibility } from "../../signature/compatibility/check.ts";
import { compatibilityReport } from "../../signature/report.ts";
import type { SignatureFields } from "../../signature/schema.ts";

export function apiCompatibilityReport(fields: SignatureFields, html: string, locale: Locale) {
  const t = serverT(locale);
  const report = compatibilityReport(fields, html, checkEmailCompatibility(html));
  return {
    ...report,
    checks: report.checks.map(({ id, severity, message, values, field, fix }) => ({
      id,
      severity,
      message: t(`report.${message}`, values),
      field,
      fix,
    })),
  };
}
