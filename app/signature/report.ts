// The compatibility report shown beside the preview and returned by POST /api/v1/render:
// what would go wrong where, each with a one-click fix when there is one. Pure: the caller
// gives the caniemail findings (check.ts, loaded lazily in the browser).
import { contrastRatio, hexColorOr } from "./colors.ts";
import type { ClientFamily, CompatibilityFinding } from "./compatibility/checker.ts";
import {
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  MIN_CONTRAST,
  nearestReadableColor,
} from "./contrast.ts";
import { DARK_MODE_MODES, darkModeCanvas, darkModeTextContrasts } from "./dark-mode.ts";
import { characterCount, GMAIL_SIGNATURE_LIMIT, SIGNATURE_HTML_BUDGET } from "./measure.ts";
import { parseLogoUrl } from "./photo-url.ts";
import { DEFAULT_ACCENT_COLOR, type SignatureFields } from "./schema.ts";

/** The client families of the report, in its order (check.ts's CLIENT_FAMILIES, tested equal). */
export const REPORT_FAMILIES = [
  "gmail",
  "outlook",
  "apple-mail",
  "yahoo",
] as const satisfies readonly ClientFamily[];

export type ReportSeverity = "error" | "warning";

/** The `report.*` message of a check, with its values. */
export type ReportMessageName =
  | "lowContrastLight"
  | "iconsDark"
  | "darkModeTextFull"
  | "darkModeTextPartial"
  | "logoVanishes"
  | "logoLight"
  | "missingAlt"
  | "insecureLink"
  | "overBudget"
  | "overGmail";

export type ReportCheck = {
  /** stable, e.g. `contrast-light-accentColor` */
  id: string;
  severity: ReportSeverity;
  message: ReportMessageName;
  values: Record<string, string | number>;
  /** the field to look at */
  field: keyof SignatureFields | null;
  /** what the one-click fix changes, or null when only the person can fix it */
  fix: Partial<SignatureFields> | null;
};

export type ClientReport = {
  family: ClientFamily;
  /** features this family does not support (n) or only partly (a) */
  errors: number;
  warnings: number;
  findings: Pick<CompatibilityFinding, "feature" | "url" | "clients" | "support">[];
};

export type CompatibilityReport = {
  checks: ReportCheck[];
  clients: ClientReport[];
  characters: { count: number; budget: number; gmailLimit: number };
};

type ColorField = "textColor" | "nameColor" | "accentColor" | "iconColor";

/** The colours a signature writes text or icons in, each with the field it comes from. */
function coloursInUse(fields: SignatureFields, html: string) {
  const text = hexColorOr(fields.textColor, "#111827");
  const accent = hexColorOr(fields.accentColor, DEFAULT_ACCENT_COLOR);
  const colours: { field: ColorField; color: string }[] = [
    { field: "textColor", color: text },
    { field: "accentColor", color: accent },
  ];
  if (fields.nameColor !== "") {
    colours.push({ field: "nameColor", color: hexColorOr(fields.nameColor, text) });
  }
  if (fields.socialStyle !== "text" && html.includes("/icons/")) {
    colours.push({ field: "iconColor", color: hexColorOr(fields.iconColor, accent) });
  }
  return colours;
}

const ratioText = (ratio: number) => Math.floor(ratio * 10) / 10;

function contrastChecks(fields: SignatureFields, html: string): ReportCheck[] {
  const checks: ReportCheck[] = [];
  for (const { field, color } of coloursInUse(fields, html)) {
    const light = contrastRatio(color, LIGHT_BACKGROUND);
    if (light < MIN_CONTRAST) {
      const fixed = nearestReadableColor(color, [LIGHT_BACKGROUND]);
      checks.push({
        id: `contrast-light-${field}`,
        severity: "warning",
        message: "lowContrastLight",
        values: { color, ratio: ratioText(light) },
        field,
        fix: fixed ? { [field]: fixed } : null,
      });
    }
    // Icons are pictures: no client recolours them on a dark background.
    const dark = contrastRatio(color, DARK_BACKGROUND);
    if (field === "iconColor" && fields.socialStyle === "icons" && dark < MIN_CONTRAST) {
      const fixed = nearestReadableColor(color, [LIGHT_BACKGROUND, DARK_BACKGROUND]);
      checks.push({
        id: "contrast-dark-iconColor",
        severity: "warning",
        message: "iconsDark",
        values: { color, ratio: ratioText(dark) },
        field,
        fix: fixed ? { iconColor: fixed } : null,
      });
    }
  }
  return checks;
}

/** Text a dark-mode client leaves hard to read, per way of switching (full, partial). */
function darkModeChecks(fields: SignatureFields, html: string): ReportCheck[] {
  const checks: ReportCheck[] = [];
  const colours = coloursInUse(fields, html);
  for (const mode of DARK_MODE_MODES) {
    for (const pair of darkModeTextContrasts(html, mode)) {
      if (pair.ratio >= MIN_CONTRAST) continue;
      // A colour the client kept as it is can be fixed at its source.
      const source = colours.find((entry) => entry.color === pair.color);
      const fixed =
        source && nearestReadableColor(source.color, [LIGHT_BACKGROUND, darkModeCanvas(mode)]);
      const id = `dark-${mode}-${pair.color}-${pair.background}`;
      if (checks.some((check) => check.id === id)) continue;
      checks.push({
        id,
        severity: "warning",
        message: mode === "full" ? "darkModeTextFull" : "darkModeTextPartial",
        values: {
          mode,
          color: pair.color,
          background: pair.background,
          ratio: ratioText(pair.ratio),
        },
        field: source?.field ?? null,
        fix: source && fixed ? { [source.field]: fixed } : null,
      });
    }
  }
  return checks;
}

function logoChecks(fields: SignatureFields): ReportCheck[] {
  const logo = parseLogoUrl(fields.logoUrl);
  if (!logo) return [];
  if (logo.tone === "dark" && !fields.logoHalo) {
    return [
      {
        id: "logo-dark",
        severity: "warning",
        message: "logoVanishes",
        values: {},
        field: "logoHalo",
        fix: { logoHalo: true },
      },
    ];
  }
  if (logo.tone === "light") {
    return [
      {
        id: "logo-light",
        severity: "warning",
        message: "logoLight",
        values: {},
        field: "logoUrl",
        fix: null,
      },
    ];
  }
  return [];
}

const IMG = /<img\b[^>]*>/g;
const ALT = /\salt="([^"]*)"/;

function altChecks(fields: SignatureFields, html: string): ReportCheck[] {
  let missing = 0;
  for (const [tag] of html.matchAll(IMG)) {
    const alt = ALT.exec(tag)?.[1] ?? "";
    if (alt.trim() === "") missing += 1;
  }
  if (missing === 0) return [];
  return [
    {
      id: "missing-alt",
      severity: "warning",
      message: "missingAlt",
      values: { count: missing },
      // The banner is the one image whose text the person writes.
      field: fields.bannerUrl !== "" && fields.bannerAlt === "" ? "bannerAlt" : null,
      fix: null,
    },
  ];
}

const LINK_FIELDS = ["website", "ctaUrl", "bannerHref", "calendly", "mastodon"] as const;

function httpsChecks(fields: SignatureFields): ReportCheck[] {
  const checks: ReportCheck[] = [];
  for (const field of LINK_FIELDS) {
    const value = fields[field].trim();
    if (/^http:\/\//i.test(value)) {
      checks.push({
        id: `http-${field}`,
        severity: "warning",
        message: "insecureLink",
        values: { link: value },
        field,
        fix: { [field]: value.replace(/^http:\/\//i, "https://") },
      });
    }
  }
  fields.customLinks.forEach((link, index) => {
    const value = link.url.trim();
    if (!/^http:\/\//i.test(value)) return;
    checks.push({
      id: `http-customLinks-${index}`,
      severity: "warning",
      message: "insecureLink",
      values: { link: value },
      field: "customLinks",
      fix: {
        customLinks: fields.customLinks.map((row, at) =>
          at === index ? { ...row, url: value.replace(/^http:\/\//i, "https://") } : row,
        ),
      },
    });
  });
  return checks;
}

function sizeChecks(count: number): ReportCheck[] {
  if (count > GMAIL_SIGNATURE_LIMIT) {
    return [
      {
        id: "characters",
        severity: "error",
        message: "overGmail",
        values: { count, limit: GMAIL_SIGNATURE_LIMIT },
        field: null,
        fix: null,
      },
    ];
  }
  if (count > SIGNATURE_HTML_BUDGET) {
    return [
      {
        id: "characters",
        severity: "warning",
        message: "overBudget",
        values: { count, budget: SIGNATURE_HTML_BUDGET },
        field: null,
        fix: null,
      },
    ];
  }
  return [];
}

/** Each family's findings, in the report's order, merged per feature. */
export function clientReports(findings: readonly CompatibilityFinding[]): ClientReport[] {
  return REPORT_FAMILIES.map((family) => {
    const own = findings.filter((finding) => finding.family === family);
    return {
      family,
      errors: own.filter((finding) => finding.support === "n").length,
      warnings: own.filter((finding) => finding.support === "a").length,
      findings: own.map(({ feature, url, clients, support }) => ({
        feature,
        url,
        clients,
        support,
      })),
    };
  });
}

/**
 * The report of `fields` rendered as `html`. `findings` are the caniemail findings of that
 * HTML (checkEmailCompatibility), computed by the caller.
 */
export function compatibilityReport(
  fields: SignatureFields,
  html: string,
  findings: readonly CompatibilityFinding[],
): CompatibilityReport {
  const count = characterCount(html);
  return {
    checks: [
      ...sizeChecks(count),
      ...contrastChecks(fields, html),
      ...darkModeChecks(fields, html),
      ...logoChecks(fields),
      ...altChecks(fields, html),
      ...httpsChecks(fields),
    ],
    clients: clientReports(findings),
    characters: { count, budget: SIGNATURE_HTML_BUDGET, gmailLimit: GMAIL_SIGNATURE_LIMIT },
  };
}
