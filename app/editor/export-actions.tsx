import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { signatureDocument } from "../signature/signature-document.ts";
import type { RenderedVariant, SignatureVariant } from "../signature/variants.ts";
import { downloadFile, signatureFileName } from "../signatures/download.ts";
import { copyPlainText, copyRichText } from "./clipboard.ts";
import { variantFileName, zipOfVariants } from "./variant-files.ts";

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
 * Copy (rich HTML for each client, or the source) and download the version shown, or every
 * version in one ZIP, with a spoken result. `beforeExport` runs first (it saves a Pro
 * template on trial); false stops the export.
 */
export function ExportActions({
  variant,
  variants,
  name,
  language,
  beforeExport,
}: {
  /** the version shown */
  variant: SignatureVariant;
  variants: readonly RenderedVariant[];
  name: string;
  /** the signature's language: the `lang` of the downloaded files */
  language: string;
  beforeExport?: () => boolean;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ text: string; ok: boolean; count: number } | null>(null);
  const rendered = variants.find((entry) => entry.variant === variant) ?? variants[0]!;

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
    if (!ready() || rendered.html === null) return;
    report(
      await copyRichText(rendered.html, rendered.text),
      t("export.actions.copiedFor", { client }),
    );
  };

  const copySource = async () => {
    if (!ready()) return;
    if (rendered.html === null) {
      report(await copyPlainText(rendered.text), t("export.actions.copiedText"));
    } else {
      report(await copyPlainText(rendered.html), t("export.actions.copiedHtml"));
    }
  };

  const download = () => {
    if (!ready()) return;
    const file = variantFileName(name, rendered);
    if (rendered.html === null) {
      downloadFile(file, rendered.text, "text/plain;charset=utf-8");
    } else {
      downloadFile(
        file,
        signatureDocument(rendered.html, { title: name, lang: language }),
        "text/html;charset=utf-8",
      );
    }
    report(true, t("export.actions.downloaded", { file }));
  };

  const downloadAll = async () => {
    if (!ready()) return;
    const file = signatureFileName(name, "zip");
    const zip = await zipOfVariants(variants, { name, lang: language });
    downloadFile(file, zip, "application/zip");
    report(true, t("export.actions.downloaded", { file }));
  };

  return (
    <section aria-labelledby="export-actions-heading" className="grid gap-3">
      <h2 id="export-actions-heading" className="text-lg font-semibold text-ink">
        {t("export.actions.heading")}
      </h2>
      {rendered.html !== null && (
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
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={rendered.html === null ? PRIMARY : SECONDARY}
          onClick={() => void copySource()}
        >
          {rendered.html === null ? t("export.actions.copyText") : t("export.actions.copyHtml")}
        </button>
        <button type="button" className={SECONDARY} onClick={download}>
          {rendered.html === null ? t("export.actions.downloadText") : t("export.actions.download")}
        </button>
        <button type="button" className={SECONDARY} onClick={() => void downloadAll()}>
          {t("export.actions.downloadAll")}
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
