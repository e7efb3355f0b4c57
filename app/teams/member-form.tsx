import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "../account/form-fields.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { actionErrors, Field, smallPrimaryButton } from "./form-controls.tsx";
import type { MemberFields } from "./member.ts";

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
        <Field
          label={t("teams.member.fullName")}
          name="fullName"
          defaultValue={fields?.fullName}
          required
          error={errors.fullName}
        />
        <Field
          label={t("teams.member.email")}
          name="email"
          type="email"
          defaultValue={fields?.email}
          required
          error={errors.email}
        />
        <Field
          label={t("teams.member.jobTitle")}
          name="jobTitle"
          defaultValue={fields?.jobTitle}
          error={errors.jobTitle}
        />
        <Field
          label={t("teams.member.phone")}
          name="phone"
          type="tel"
          defaultValue={fields?.phone}
          error={errors.phone}
        />
        <Field
          label={t("teams.member.mobile")}
          name="mobile"
          type="tel"
          defaultValue={fields?.mobile}
          error={errors.mobile}
        />
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
      {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
      <button
        type="submit"
        className={`${smallPrimaryButton} self-start`}
        disabled={fetcher.state !== "idle"}
      >
        {member ? t("teams.member.save") : t("teams.member.add")}
      </button>
    </fetcher.Form>
  );
}
