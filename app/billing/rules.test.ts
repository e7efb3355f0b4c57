import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { serverT } from "../i18n/translate.server.ts";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import { TEMPLATES } from "../signature/templates.ts";
import { comparisonRows, unlockedByPro } from "./pricing-table.ts";
import {
  ALLOWANCES,
  canUseTemplate,
  hasRoomForAnotherSignature,
  ownedProTemplate,
  PRO_FEATURES,
  type ProFeature,
  renderableFields,
  spendsFreeTemplate,
  templateTrial,
  withPlanRules,
} from "./rules.ts";

const free = TEMPLATES.find((template) => !template.pro)!.id;
const [pro, otherPro] = TEMPLATES.filter((template) => template.pro).map((t) => t.id);

const visitor = { isPaid: false, hasFreeTemplate: false, ownedTemplate: null };

describe("template access", () => {
  it("has free and at least two Pro templates to test with", () => {
    expect(pro).toBeDefined();
    expect(otherPro).toBeDefined();
  });

  it("always allows free templates", () => {
    expect(canUseTemplate(free, visitor)).toBe(true);
    expect(spendsFreeTemplate(free, { ...visitor, hasFreeTemplate: true })).toBe(false);
  });

  it("allows every Pro template to Pro members, without spending anything", () => {
    const member = { ...visitor, isPaid: true };
    expect(canUseTemplate(pro!, member)).toBe(true);
    expect(spendsFreeTemplate(pro!, { ...member, hasFreeTemplate: true })).toBe(false);
  });

  it("lets a free visitor keep the Pro template the signature already has", () => {
    const owner = { ...visitor, ownedTemplate: pro! };
    expect(canUseTemplate(pro!, owner)).toBe(true);
    expect(spendsFreeTemplate(pro!, owner)).toBe(false);
    expect(canUseTemplate(otherPro!, owner)).toBe(false);
  });

  it("uses the free allowance once for a new Pro template", () => {
    const allowed = { ...visitor, hasFreeTemplate: true };
    expect(canUseTemplate(pro!, allowed)).toBe(true);
    expect(spendsFreeTemplate(pro!, allowed)).toBe(true);
    expect(canUseTemplate(pro!, visitor)).toBe(false);
  });

  it("knows which template a saved signature owns", () => {
    expect(ownedProTemplate(pro!)).toBe(pro);
    expect(ownedProTemplate(free)).toBeNull();
  });
});

describe("template trials", () => {
  const withAllowance = { isPaid: false, hasFreeTemplate: true };
  const spent = { isPaid: false, hasFreeTemplate: false };

  it("costs nothing to keep the saved template or to pick another free one", () => {
    expect(templateTrial(free, free, withAllowance)).toBeNull();
    expect(templateTrial(pro!, pro!, spent)).toBeNull();
    expect(templateTrial("divider", "basic", spent)).toBeNull();
  });

  it("makes a Pro template a trial until saved, payable by the allowance or not", () => {
    expect(templateTrial(pro!, free, withAllowance)).toEqual({ kind: "pro", template: pro });
    expect(templateTrial(pro!, free, spent)).toEqual({ kind: "locked", template: pro });
    // a signature owning one Pro template does not get another one for free
    expect(templateTrial(otherPro!, pro!, spent)).toEqual({ kind: "locked", template: otherPro });
  });

  it("keeps the signature's own Pro template until another choice is saved", () => {
    expect(templateTrial(free, pro!, spent)).toEqual({
      kind: "switch",
      template: free,
      owned: pro,
    });
  });

  it("has no trials for Pro members", () => {
    const member = { isPaid: true, hasFreeTemplate: false };
    expect(templateTrial(pro!, free, member)).toBeNull();
    expect(templateTrial(free, pro!, member)).toBeNull();
  });
});

describe("withPlanRules", () => {
  const noCredit = { ...DEFAULT_SIGNATURE_FIELDS, creditEnabled: false };

  it("turns the credit line back on for the Free plan", () => {
    expect(withPlanRules(noCredit, false).creditEnabled).toBe(true);
  });

  it("lets Pro members turn it off", () => {
    expect(withPlanRules(noCredit, true)).toBe(noCredit);
  });

  it("returns the same object when nothing changes", () => {
    const fields = { ...DEFAULT_SIGNATURE_FIELDS };
    expect(withPlanRules(fields, false)).toBe(fields);
  });
});

describe("renderableFields", () => {
  const noCredit = { ...DEFAULT_SIGNATURE_FIELDS, creditEnabled: false };

  it("refuses a Pro template the caller neither pays for nor owns, even with a free use left", () => {
    const fields = { ...noCredit, template: pro! };
    expect(renderableFields(fields, { isPaid: false, ownedTemplate: null })).toBeNull();
    expect(renderableFields(fields, { isPaid: false, ownedTemplate: otherPro! })).toBeNull();
  });

  it("renders an owned Pro template on Free, with the credit line back on", () => {
    const fields = { ...noCredit, template: pro! };
    expect(renderableFields(fields, { isPaid: false, ownedTemplate: pro! })).toEqual({
      ...fields,
      creditEnabled: true,
    });
  });

  it("renders what a Pro member chose, as it is", () => {
    const fields = { ...noCredit, template: pro! };
    expect(renderableFields(fields, { isPaid: true, ownedTemplate: null })).toBe(fields);
    expect(renderableFields(noCredit, { isPaid: false, ownedTemplate: null })?.creditEnabled).toBe(
      true,
    );
  });
});

describe("the plans", () => {
  it("keeps 3 signatures in the cloud on Free and any number on Pro", () => {
    expect(hasRoomForAnotherSignature(false, 2)).toBe(true);
    expect(hasRoomForAnotherSignature(false, 3)).toBe(false);
    expect(hasRoomForAnotherSignature(true, 10_000)).toBe(true);
  });

  it("builds the pricing comparison from the allowances", () => {
    const rows = Object.fromEntries(comparisonRows().map((row) => [row.key, row.cells]));
    expect(rows.cloudSignatures).toEqual({
      free: { kind: "count", value: ALLOWANCES.free.cloudSignatures },
      pro: { kind: "unlimited" },
    });
    expect(rows.proTemplates?.free).toEqual({ kind: "once" });
    expect(rows.proTemplates?.pro).toEqual({
      kind: "count",
      value: TEMPLATES.filter((template) => template.pro).length,
    });
    expect(rows.creditLine).toEqual({ free: { kind: "no" }, pro: { kind: "yes" } });
    expect(rows.apiKeys).toEqual({ free: { kind: "no" }, pro: { kind: "yes" } });
    expect(rows.freeTemplates?.free).toEqual(rows.freeTemplates?.pro);
  });
});

describe("the Pro features", () => {
  it.each(Object.keys(PRO_FEATURES) as ProFeature[])(
    "%s is Pro only, with a pricing row and a success line in every language",
    (feature) => {
      expect(ALLOWANCES.free[feature]).toBe(false);
      expect(ALLOWANCES.pro[feature]).toBe(true);
      const row = comparisonRows().find((candidate) => candidate.key === feature);
      expect(row).toEqual({
        key: feature,
        label: PRO_FEATURES[feature].row,
        cells: { free: { kind: "no" }, pro: { kind: "yes" } },
      });
      expect(unlockedByPro()).toContain(PRO_FEATURES[feature].unlocked);
      for (const locale of LOCALES) {
        const t = serverT(locale);
        for (const key of [PRO_FEATURES[feature].row, PRO_FEATURES[feature].unlocked]) {
          expect(t(key, { appName: "Paraph", templates: "" }), `${locale} ${key}`).not.toBe(key);
        }
      }
    },
  );

  it("words every row and every unlocked line", () => {
    const keys = [...comparisonRows().map((row) => row.label), ...unlockedByPro()];
    for (const key of keys) expect(serverT("en")(key, { appName: "Paraph" })).not.toBe(key);
    // as the success page listed them before the Pro features had a registry
    expect(unlockedByPro().slice(0, 5)).toEqual([
      "pricing.success.unlocked.proTemplates",
      "pricing.success.unlocked.creditLine",
      "pricing.success.unlocked.cloudSignatures",
      "pricing.success.unlocked.apiKeys",
      "pricing.success.unlocked.teams",
    ]);
  });
});
