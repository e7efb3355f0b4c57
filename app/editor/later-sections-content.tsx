import { useHydrated } from "../hooks/use-hydrated.ts";
import { useStoreValue } from "../hooks/value-store.ts";
import { BrandSection } from "./brand-section.tsx";
import { CtaSection } from "./cta-section.tsx";
import { DisclaimerSection } from "./disclaimer-section.tsx";
import { EditorFormProvider } from "./form-context.tsx";
import { LATER_SECTIONS_ID, type LaterSectionsProps } from "./later-parts.ts";
import { LegalSection } from "./legal-section.tsx";
import { PhotoSection } from "./photo-section.tsx";
import { SocialSection } from "./social-section.tsx";
import { StyleSection } from "./style-section.tsx";

/** The editor's sections below its first screen, loaded when needed (./later-sections.tsx). */
export function LaterSectionsContent({ store }: LaterSectionsProps) {
  const form = useStoreValue(store);
  // Disabled as the server drew them, until React has hydrated them: typing would be lost.
  const hydrated = useHydrated();
  return (
    <EditorFormProvider value={form}>
      <fieldset id={LATER_SECTIONS_ID} disabled={!hydrated} className="grid min-w-0 gap-6">
        <PhotoSection />
        <BrandSection />
        <SocialSection />
        <StyleSection />
        <CtaSection />
        <DisclaimerSection />
        <LegalSection />
      </fieldset>
    </EditorFormProvider>
  );
}
