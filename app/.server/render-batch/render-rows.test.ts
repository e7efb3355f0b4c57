import { describe, expect, it } from "vitest";
import { renderRows } from "./render-rows.ts";

const options = {
  locale: "en" as const,
  origin: "https://paraph.example",
  homeUrl: "https://paraph.example/",
  appName: "Paraph",
};

const rows = (isPaid: boolean, design: Record<string, unknown>, fields: object) => [
  ...renderRows([{ row: 1, fields }], { design, isPaid, locale: "en", renderOptions: options }),
];

describe("renderRows and the caller's plan", () => {
  it("keeps the credit line on for the Free plan only", () => {
    const [free] = rows(false, {}, { fullName: "Ada", creditEnabled: false });
    expect(free).toMatchObject({ ok: true, fields: { creditEnabled: true } });
    expect(free?.ok && free.html).toContain("Created with Paraph");
    const [pro] = rows(true, {}, { fullName: "Ada", creditEnabled: false });
    expect(pro).toMatchObject({ ok: true, fields: { creditEnabled: false } });
    expect(pro?.ok && pro.html).not.toContain("Created with Paraph");
  });

  it("refuses a Pro template on the Free plan, from the row or from the design", () => {
    expect(rows(false, {}, { template: "band" })).toEqual([
      {
        row: 1,
        ok: false,
        errors: [
          {
            path: "template",
            code: "pro_template_required",
            message:
              "“Bold band” is a Pro template. Upgrade to Pro to use it, or choose a free template.",
          },
        ],
      },
    ]);
    expect(rows(false, { template: "executive" }, {})).toMatchObject([{ ok: false }]);
    expect(rows(true, {}, { template: "band" })).toMatchObject([
      { ok: true, fields: { template: "band" } },
    ]);
  });
});
