// Template id → component. Kept apart from the registry (../templates.ts) so metadata
// readers do not load the templates.
import type { Html } from "../email-jsx/jsx-runtime.ts";
import type { TemplateId } from "../templates.ts";
import { BandTemplate } from "./band.tsx";
import { BasicTemplate } from "./basic.tsx";
import { CardTemplate } from "./card.tsx";
import { CompactTemplate } from "./compact.tsx";
import { DividerTemplate } from "./divider.tsx";
import { ExecutiveTemplate } from "./executive.tsx";
import { HeadlineTemplate } from "./headline.tsx";
import { LogoTemplate } from "./logo.tsx";
import { MinimalTemplate } from "./minimal.tsx";
import { MonoTemplate } from "./mono.tsx";
import type { TemplateProps } from "./parts.tsx";
import { SplitTemplate } from "./split.tsx";
import { StackedTemplate } from "./stacked.tsx";

export const TEMPLATE_COMPONENTS: Record<TemplateId, (props: TemplateProps) => Html> = {
  basic: BasicTemplate,
  stacked: StackedTemplate,
  divider: DividerTemplate,
  compact: CompactTemplate,
  minimal: MinimalTemplate,
  band: BandTemplate,
  executive: ExecutiveTemplate,
  logo: LogoTemplate,
  headline: HeadlineTemplate,
  card: CardTemplate,
  split: SplitTemplate,
  mono: MonoTemplate,
};
