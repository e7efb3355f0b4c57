import { useEffect, useRef } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { PERSON_TEXT_FIELDS } from "../../signature/person-design.ts";
import { LIMITS } from "../../signature/schema.ts";
import { isMainMemberField } from "../column-mapping.ts";
import { useFieldLabel } from "../field-label.ts";
import type { MemberFields } from "../member.ts";
import {
  type ActionErrors,
  actionErrors,
  Field,
  SubmitButton,
  smallPrimaryButton,
} from "./form-controls.tsx";
import { MainFields } from "./member-main-fields.tsx";

const MORE_FIELDS = PERSON_TEXT_FIELDS.filter((name) => !isMainMemberField(name));

/** Adds a member, or changes one (`member` given); extra placeholders get a field each. */
export function MemberForm({
  member,
  placeholders,
  onDone,
}: {
  member?: { id: string; fields: MemberFields; locale: string };
  placeholders: readonly string[];
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const form = useRef<HTMLFormElement>(null);
  const succeeded = fetcher.state === "idle" && (fetcher.data as { ok?: boolean })?.ok === true;
  useEffect(() => {
    if (!succeeded) return;
    if (!member) form.current?.reset();
    onDone?.();
  }, [succeeded, member, onDone]);
  const fields = member?.fields;
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value={member ? "updateMember" : "addMember"} />
      {member && <input type="hidden" name="memberId" value={member.id} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <MainFields values={fields} errors={errors} />
        <Field
          label={t("teams.member.locale")}
          name="locale"
          defaultValue={member?.locale ?? locale}
          hint={t("teams.member.localeHint")}
        >
          <option value="en">English</option>
          <option value="fr">Français</option>
        </Field>
        {placeholders.map((name) => (
          <Field
            key={name}
            label={`{${name}}`}
            name={`extra.${name}`}
            defaultValue={fields?.extra[name]}
            error={errors[`extra.${name}`]}
          />
        ))}
      </div>
      <MoreFields fields={fields} errors={errors} />
      {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
      <SubmitButton fetcher={fetcher} className={`${smallPrimaryButton} self-start`}>
        {member ? t("teams.member.save") : t("teams.member.add")}
      </SubmitButton>
    </fetcher.Form>
  );
}

/**
 * Photo, social profiles, button, own details and links: folded away unless one is filled or
 * wrong, so the usual form stays short.
 */
function MoreFields({ fields, errors }: { fields?: MemberFields; errors: ActionErrors }) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const label = useFieldLabel();
  const filled =
    MORE_FIELDS.some((name) => fields?.[name]) ||
    (fields?.customFields.length ?? 0) > 0 ||
    (fields?.customLinks.length ?? 0) > 0;
  const wrong = Object.keys(errors).some(
    (key) => key.startsWith("custom") || (MORE_FIELDS as readonly string[]).includes(key),
  );
  return (
    <details open={filled || wrong || undefined} className="rounded-md bg-white/60 p-2">
      <summary className="cursor-pointer text-sm font-medium">{t("teams.member.more")}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {MORE_FIELDS.map((name) => (
          <Field
            key={name}
            label={label(name)}
            name={name}
            defaultValue={fields?.[name]}
            error={errors[name]}
            hint={name === "photoUrl" ? t("teams.member.photoUrlHint", { appName }) : undefined}
          />
        ))}
      </div>
      <ListRows
        list="customFields"
        second="value"
        rows={fields?.customFields.map((row) => ({ label: row.label, second: row.value })) ?? []}
        errors={errors}
      />
      <ListRows
        list="customLinks"
        second="url"
        rows={fields?.customLinks.map((row) => ({ label: row.label, second: row.url })) ?? []}
        errors={errors}
      />
    </details>
  );
}

/** The rows of the member's own details (label, value) or links (label, link). */
function ListRows({
  list,
  second,
  rows,
  errors,
}: {
  list: "customFields" | "customLinks";
  second: "value" | "url";
  rows: readonly { label: string; second: string }[];
  errors: ActionErrors;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  return (
    <fieldset className="mt-4 flex flex-col gap-2">
      <legend className="text-sm font-semibold">{label(list)}</legend>
      {errors[list] && !Object.keys(errors).some((key) => key.startsWith(`${list}.`)) && (
        <p className="text-sm text-red-800">{errors[list]}</p>
      )}
      {Array.from({ length: LIMITS[list] }, (_, index) => {
        const row = rows[index];
        const name = t(
          list === "customFields" ? "teams.member.detailRow" : "teams.member.linkRow",
          {
            number: index + 1,
          },
        );
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the form
            key={index}
            className="grid gap-2 sm:grid-cols-2"
          >
            <Field
              label={`${name} · ${t("teams.member.label")}`}
              name={`${list}.${index}.label`}
              defaultValue={row?.label}
              error={errors[`${list}.${index}.label`]}
            />
            <Field
              label={`${name} · ${t(`teams.member.${second}`)}`}
              name={`${list}.${index}.${second}`}
              defaultValue={row?.second}
              error={errors[`${list}.${index}.${second}`]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
