// The second-language inputs of a signature (its bilingual version): behind an "Also in
// French" disclosure, open when a translation is already there
// (docs/decisions/033-bilingual-signatures.md).
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { otherLanguage } from "../signature/schema.ts";
import { FieldHint } from "./field-message.tsx";
import { useEditorForm } from "./form-context.tsx";
import { TextField } from "./text-field.tsx";

/** The signature's other language, named for a sentence ("French", "anglais"). */
export function useOtherLanguageName(): string {
  const { t } = useTranslation();
  const { fields } = useEditorForm();
  return t(`editor.language.inSentence.${otherLanguage(fields.language)}`);
}

/** A native disclosure (keyboard and screen readers for free) of translation inputs. */
export function TranslationDisclosure({
  id,
  filled,
  className = "",
  children,
}: {
  id: string;
  /** whether a translation is already given: then it opens */
  filled: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = useOtherLanguageName();
  const [open, setOpen] = useState(filled);
  useEffect(() => {
    if (filled) setOpen(true);
  }, [filled]);
  return (
    <details
      id={id}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={`min-w-0 ${className}`}
    >
      <summary className="w-fit cursor-pointer rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t("editor.translation.summary", { language })}
      </summary>
      <div className="mt-2 grid gap-3 border-l-2 border-brand-100 pl-3">
        <FieldHint name={id}>{t("editor.translation.hint")}</FieldHint>
        {children}
      </div>
    </details>
  );
}

/** The translation of the field `name` (its `…Translation` field), behind a disclosure. */
export function TranslationField({
  name,
  multiline,
}: {
  name: "jobTitle" | "ctaLabel" | "disclaimer";
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const { fields } = useEditorForm();
  const language = useOtherLanguageName();
  const translation = `${name}Translation` as const;
  return (
    <TranslationDisclosure id={`${name}-translation`} filled={fields[translation] !== ""}>
      <TextField
        name={translation}
        label={t(`editor.translation.${name}`, { language })}
        multiline={multiline}
      />
    </TranslationDisclosure>
  );
}
