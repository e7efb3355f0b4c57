import { useId, useState } from "react";
import { SignatureThumbnail } from "../../components/signature-thumbnail.tsx";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { render } from "../../signature/render.ts";
import { signatureChanged } from "../cloud-changes.ts";
import { copyName } from "../copy-name.ts";
import {
  duplicateSignature,
  listSignatures,
  type StoredSignature,
  signatureFields,
  updateSignature,
} from "../signatures.ts";
import { SignatureLocation } from "./signature-location.tsx";

const button = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50";

/** One saved signature in "My signatures": preview, name, and what can be done with it. */
export function SignatureCard({
  signature,
  onStatus,
  onDelete,
  signedIn,
}: {
  signature: StoredSignature;
  onStatus: (message: string) => void;
  /** the visitor asked to delete it (the page confirms, then offers undo) */
  onDelete: (name: string) => void;
  /** show where the signature lives */
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const [renaming, setRenaming] = useState(false);
  const inputId = useId();
  const shownName = (entry: StoredSignature) =>
    entry.name || entry.fullName || t("library.untitled");
  const name = shownName(signature);
  const { html } = render(signature, {
    origin: publicUrl,
    homeUrl: `${publicUrl}${pagePath("home", locale)}`,
    appName,
  });
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(
    new Date(signature.createdAt),
  );

  return (
    <li
      data-signature-id={signature.id}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 p-4">
        <SignatureThumbnail html={html} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {renaming ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get("name") ?? "").trim();
              updateSignature(signature.id, {
                ...signatureFields(signature),
                name: value.slice(0, 120),
              });
              signatureChanged(signature.id);
              setRenaming(false);
              onStatus(t("library.renamed"));
            }}
          >
            <div className="flex flex-1 flex-col">
              <label htmlFor={inputId} className="text-sm font-medium">
                {t("library.renameLabel")}
              </label>
              <input
                id={inputId}
                name="name"
                defaultValue={signature.name}
                maxLength={120}
                // biome-ignore lint/a11y/noAutofocus: the user just asked to rename
                autoFocus
                className="rounded-md border border-slate-300 px-2 py-1.5"
              />
            </div>
            <button
              type="submit"
              className={`${button} bg-brand-700 text-white ring-brand-700 hover:bg-brand-800`}
            >
              {t("library.save")}
            </button>
            <button type="button" className={button} onClick={() => setRenaming(false)}>
              {t("library.cancel")}
            </button>
          </form>
        ) : (
          <div>
            <h2 className="font-semibold">
              <a
                href={`${pagePath("mySignature", locale)}?id=${signature.id}`}
                className="hover:underline"
              >
                {name}
              </a>
            </h2>
            <p className="text-sm text-slate-600">{t("library.created", { date: created })}</p>
            {signature.team && (
              <p className="mt-1 text-sm">
                <a
                  href={`${pagePath("teams", locale)}?id=${encodeURIComponent(signature.team.id)}`}
                  className="font-medium text-brand-800 underline hover:no-underline"
                >
                  {t("library.teamPage", { name: signature.team.name })}
                </a>
              </p>
            )}
            {(signedIn || signature.keptFor) && (
              <p className="mt-1">
                <SignatureLocation
                  inCloud={signature.userId !== null}
                  keptFrom={signature.keptFor?.email}
                />
              </p>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <a href={`${pagePath("mySignature", locale)}?id=${signature.id}`} className={button}>
            {t("library.open")}
          </a>
          <a href={`${pagePath("app", locale)}?id=${signature.id}`} className={button}>
            {t("library.edit")}
          </a>
          <button
            type="button"
            className={button}
            onClick={() => {
              const copy = duplicateSignature(signature.id, () =>
                copyName(name, listSignatures().map(shownName), (base, number) =>
                  t("library.copyName", { name: base, number }),
                ),
              );
              if (copy) signatureChanged(copy.id);
              onStatus(t("library.duplicated"));
            }}
          >
            {t("library.duplicate")}
          </button>
          <button type="button" className={button} onClick={() => setRenaming(true)}>
            {t("library.rename")}
          </button>
          <button
            type="button"
            className={`${button} text-red-800 ring-red-300 hover:bg-red-50`}
            onClick={() => onDelete(name)}
          >
            {t("library.delete")}
          </button>
        </div>
      </div>
    </li>
  );
}
