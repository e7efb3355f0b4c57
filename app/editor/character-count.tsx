import { groupDigits } from "../i18n/group-digits.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { characterCount, GMAIL_SIGNATURE_LIMIT } from "../signature/measure.ts";

/** Size of the signature's HTML against Gmail's limit, with a warning beyond it. */
export function CharacterCount({ html }: { html: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = characterCount(html);
  const over = count > GMAIL_SIGNATURE_LIMIT;
  const limit = groupDigits(GMAIL_SIGNATURE_LIMIT, locale);
  return (
    <div className="text-sm">
      <p className={over ? "font-semibold text-red-700" : "text-slate-700"}>
        {t("editor.preview.characters", { count: groupDigits(count, locale), limit })}
      </p>
      <meter
        min={0}
        max={GMAIL_SIGNATURE_LIMIT}
        low={GMAIL_SIGNATURE_LIMIT * 0.5}
        high={GMAIL_SIGNATURE_LIMIT * 0.9}
        optimum={0}
        value={Math.min(count, GMAIL_SIGNATURE_LIMIT)}
        aria-hidden="true"
        className="mt-1 h-2 w-full"
      />
      {over && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
          {t("editor.preview.overLimit", { limit })}
        </p>
      )}
    </div>
  );
}
