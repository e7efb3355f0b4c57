import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "../signature/social.ts";
import { BoundRadioGroup } from "./choice-fields.tsx";
import { ColorField } from "./color-field.tsx";
import { EditorSection } from "./editor-section.tsx";
import { INPUT_CLASS, LABEL_CLASS } from "./field-message.tsx";
import { inputId, useEditorForm } from "./form-context.tsx";
import { RowListField } from "./row-list-field.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { TextField } from "./text-field.tsx";
import { useOtherLanguageName } from "./translation-fields.tsx";

/** Shown before anything is filled: the networks most signatures carry. */
const FIRST_NETWORKS: readonly SocialNetwork[] = ["linkedin", "twitter", "instagram"];

export function SocialSection() {
  const { t } = useTranslation();
  const { fields, change } = useEditorForm();
  const example = useSamplePlaceholder();
  const otherLanguageName = useOtherLanguageName();
  const filled = SOCIAL_NETWORKS.filter((network) => fields[network] !== "");
  const [added, setAdded] = useState<SocialNetwork[]>(() =>
    filled.length > 0 ? [] : [...FIRST_NETWORKS],
  );
  const [choice, setChoice] = useState<SocialNetwork | "">("");
  const shown = SOCIAL_NETWORKS.filter(
    (network) => fields[network] !== "" || added.includes(network),
  );
  const addable = SOCIAL_NETWORKS.filter((network) => !shown.includes(network));
  const full = filled.length >= MAX_SOCIAL_LINKS;

  const add = () => {
    if (choice === "") return;
    setAdded((networks) => [...networks, choice]);
    setChoice("");
    // Focus the new field once React has drawn it.
    requestAnimationFrame(() => document.getElementById(inputId(choice))?.focus());
  };
  const remove = (network: SocialNetwork) => {
    change(network, "");
    setAdded((networks) => networks.filter((name) => name !== network));
    requestAnimationFrame(() => document.getElementById("field-add-network")?.focus());
  };

  return (
    <EditorSection
      section="social"
      description={t("editor.social.hint", { max: MAX_SOCIAL_LINKS })}
    >
      <BoundRadioGroup
        name="socialStyle"
        legend={t("editor.social.style")}
        options={[
          { value: "circles", label: t("editor.social.styleCircles") },
          { value: "icons", label: t("editor.social.styleIcons") },
          { value: "text", label: t("editor.social.styleText") },
        ]}
      />
      {fields.socialStyle !== "text" && (
        <ColorField
          name="iconColor"
          label={t("editor.social.iconColor")}
          hint={t("editor.social.iconColorHint")}
          fallback={fields.accentColor}
        />
      )}
      <div className="grid gap-3">
        {shown.map((network) => (
          <div key={network} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                name={network}
                placeholder={example(network) ?? SOCIAL_NETWORK_INFO[network].placeholder}
                label={
                  network === "calendly"
                    ? t("editor.social.calendly")
                    : SOCIAL_NETWORK_NAMES[network]
                }
                inputMode={network === "whatsapp" ? "tel" : "url"}
              />
            </div>
            <button
              type="button"
              onClick={() => remove(network)}
              aria-label={t("editor.social.remove", { network: SOCIAL_NETWORK_NAMES[network] })}
              className="mt-6 shrink-0 rounded-md px-2 py-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:bg-slate-100"
            >
              {t("editor.social.removeShort")}
            </button>
          </div>
        ))}
      </div>
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="field-add-network" className={LABEL_CLASS}>
              {t("editor.social.addLabel")}
            </label>
            <select
              id="field-add-network"
              value={choice}
              onChange={(event) => setChoice(event.target.value as SocialNetwork | "")}
              className={`${INPUT_CLASS} mt-1 border-slate-500`}
            >
              <option value="">{t("editor.social.choose")}</option>
              {addable.map((network) => (
                <option key={network} value={network}>
                  {SOCIAL_NETWORK_NAMES[network]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={add}
            disabled={choice === ""}
            className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-600 disabled:ring-slate-400"
          >
            {t("editor.social.add")}
          </button>
        </div>
      )}
      {full && (
        <p className="text-sm text-slate-700">
          {t("editor.social.full", { max: MAX_SOCIAL_LINKS })}
        </p>
      )}
      <RowListField
        name="customLinks"
        legend={t("editor.social.customLinks")}
        hint={t("editor.social.customLinksHint")}
        columns={[
          {
            key: "label",
            label: t("editor.social.customLinkLabel"),
            placeholder: t("editor.social.customLinkLabelExample"),
          },
          {
            key: "url",
            label: t("editor.social.customLinkUrl"),
            placeholder: "example.com/portfolio",
            inputMode: "url",
          },
        ]}
        translations={{
          filled: fields.customLinks.some((row) => Boolean(row.labelTranslation)),
          columns: [
            {
              key: "labelTranslation",
              label: t("editor.translation.customLinkLabel", { language: otherLanguageName }),
            },
          ],
        }}
        rowLegend={(index) => t("editor.social.customLinkRow", { number: index + 1 })}
        addLabel={t("editor.social.addCustomLink")}
      />
    </EditorSection>
  );
}
