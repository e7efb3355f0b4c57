// Template id → component. Kept apart from the registry (../templates.ts) so metadata
// readers do not load the templates.
//
// Every `<id>.tsx` of this folder whose name is a template id in the registry is that
// template: its default export is the component, found here by file name, so adding a template
// does not touch this file (CONTRIBUTING.md#add-a-template). The shared parts (parts.tsx,
// name-block.tsx, footer.tsx, …) have no default export and no registry id.
import type { Html } from "../email-jsx/jsx-runtime.ts";
import { TEMPLATE_IDS, type TemplateId } from "../templates.ts";
import type { TemplateProps } from "./parts.tsx";

type TemplateComponent = (props: TemplateProps) => Html;

// Whole modules, not `import: "default"`: the bundler refuses a named default import from the
// parts, which have none.
const byFile = import.meta.glob<{ default?: TemplateComponent }>(["./*.tsx", "!./*.test.tsx"], {
  eager: true,
});

function componentOf(id: TemplateId): TemplateComponent {
  const component = byFile[`./${id}.tsx`]?.default;
  if (!component) throw new Error(`Template "${id}" has no default export in templates/${id}.tsx`);
  return component;
}

export const TEMPLATE_COMPONENTS = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, componentOf(id)]),
) as Record<TemplateId, TemplateComponent>;
