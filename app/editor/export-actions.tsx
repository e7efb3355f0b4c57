import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import type { RenderedSignature } from "../signature/render.ts";
import { copyPlainText, copyRichText } from "./clipboard.ts";
import { downloadFile, signatureDocument, signatureFileName } from "./download.ts";

type Client = "Gmail" | "Outlook" | "Apple Mail";

const COPY_BUTTONS = [
  { client: "Gmail", key: "export.actions.copyGmail" },
  { client: "Outlook", key: "export.actions.copyOutlook" },
  { client: "Apple Mail", key: "export.actions.copyApple" },
] as const satisfies readonly { client: Client; key: string }[];

const PRIMARY =
  "rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800";
const SECONDARY =
  "rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50";

/**
 * Copy (rich HTML for each client, or the source) and download, with a spoken result.
 * `beforeExport` runs first (it saves a Pro template on trial); false stops the export.
 */
export function ExportActions({
  rendered,
  name,
  beforeExport,
}: {
  rendered: RenderedSignature;
  name: string;
  beforeExport?: () => boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [message, setMessage] = useState<{ text: string; ok: boolean; count: number } | null>(null);

  // A new node each time, so the same result said twice is announced twice.
  const say = (ok: boolean, text: string) =>
    setMessage((previous) => ({ ok, text, count: (previous?.count ?? 0) + 1 }));
  const report = (ok: boolean, text: string) => say(ok, ok ? text : t("export.actions.failed"));
  /** False (and says why) when the template on trial could not be saved. */
  const ready = () => {
    if (!beforeExport || beforeExport()) return true;
    say(false, t("export.actions.trialUnavailable"));
    return false;
  };

  const copyFor = async (client: Client) => {
    if (!ready()) return;
    report(
      await copyRichText(rendered.html, rendered.text),
      t("export.actions.copiedFor", { client }),
    );
  };

  const copySource = async () => {
    if (!ready()) return;
    report(await copyPlainText(rendered.html), t("export.actions.copiedHtml"));
  };

  const download = () => {
    if (!ready()) return;
    const file = signatureFileName(name);
    downloadFile(
      file,
      signatureDocument(rendered.html, { title: name, lang: locale }),
      "text/html;charset=utf-8",
    );
    report(true, t("export.actions.downloaded", { file }));
  };

  return (
    <section aria-labelledby="export-actions-heading" className="grid gap-3">
      <h2 id="export-actions-heading" className="text-lg font-semibold text-ink">
        {t("export.actions.heading")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {COPY_BUTTONS.map(({ client, key }) => (
          <button
            key={client}
            type="button"
            className={PRIMARY}
            onClick={() => void copyFor(client)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={SECONDARY} onClick={() => void copySource()}>
          {t("export.actions.copyHtml")}
        </button>
        <button type="button" className={SECONDARY} onClick={download}>
          {t("export.actions.download")}
        </button>
      </div>
      <p
        role="status"
        className={`min-h-6 text-sm font-medium ${message?.ok === false ? "text-red-700" : "text-emerald-800"}`}
      >
        {message && (
          <span key={message.count}>
            <span aria-hidden="true">{message.ok ? "✓ " : "⚠ "}</span>
            {message.text}
          </span>
        )}
      </p>
    </section>
  );
}
