// The results of a batch, one person at a time: nothing is rendered before it is asked for,
// and a failed row never stops the others.
import type { Locale } from "../../i18n/locales.ts";
import { checkCompatibility } from "../../signature/compatibility.server.ts";
import { characterCount } from "../../signature/measure.ts";
import type { RenderOptions } from "../../signature/render.ts";
import { proTemplateMessage, renderForPlan } from "../../signatures/.server/index.ts";
import type { Design } from "./design.ts";
import { checkPerson } from "./people.ts";
import type { PersonInput, RowResult } from "./rows.ts";

export type BatchContext = {
  design: Design;
  isPaid: boolean;
  locale: Locale;
  renderOptions: RenderOptions;
};

/**
 * Each person's result, in order: as POST /api/v1/render renders them (the caller's plan: no
 * Pro template on Free, whoever's design it comes from), or the row's errors.
 */
export function* renderRows(people: PersonInput[], context: BatchContext): Generator<RowResult> {
  for (const person of people) {
    const checked = checkPerson(person, context.design, context);
    if (!checked.ok) {
      yield { row: person.row, ok: false, errors: checked.errors };
      continue;
    }
    const rendered = renderForPlan(
      checked.fields,
      { isPaid: context.isPaid, ownedTemplate: null },
      context.renderOptions,
    );
    if (!rendered.ok) {
      const message = proTemplateMessage(rendered.template, context.locale);
      yield {
        row: person.row,
        ok: false,
        errors: [{ path: "template", code: "pro_template_required", message }],
      };
      continue;
    }
    const { html, text } = rendered;
    yield {
      row: person.row,
      ok: true,
      fields: rendered.fields,
      html,
      text,
      characters: characterCount(html),
      problems: checkCompatibility(html),
    };
  }
}
