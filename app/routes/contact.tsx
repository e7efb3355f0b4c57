import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { getApp } from "../.server/context.ts";
import { PageMeta } from "../components/page-meta.tsx";
import {
  CONTACT_LIMITS,
  type ContactField,
  HONEYPOT_FIELD,
  submitContactForm,
} from "../content/.server/index.ts";
import { errorId, hintId, inputClass, LABEL_CLASS } from "../editor/index.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { LINK_CLASS } from "../legal/index.ts";
import { RETENTION } from "../legal/retention.ts";
import { pagePath } from "../route-table.ts";
import type { Route } from "./+types/contact";

// GET /contact, /fr/contact – the contact form
// POST – validate, rate limit per client IP, store, email the operator (works without JavaScript)

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const number = new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-GB");
  return {
    limits: CONTACT_LIMITS,
    // formatted here so that server and browser never disagree on digit grouping
    messageRange: {
      min: number.format(CONTACT_LIMITS.message.min),
      max: number.format(CONTACT_LIMITS.message.max),
    },
    honeypot: HONEYPOT_FIELD,
    contactEmail: getApp(context).config.contactEmail,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const outcome = await submitContactForm(request, getApp(context), locale);
  switch (outcome.status) {
    case "sent":
      return data({ ...outcome, sentAt: Date.now() });
    case "invalid":
      return data(outcome, { status: 400 });
    case "rateLimited":
      return data(
        {
          status: outcome.status,
          values: outcome.values,
          retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60),
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "tooLarge":
      return data(outcome, { status: 413 });
  }
}

/** Document responses take their headers from here: the 429's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

const FIELD_ID = (name: ContactField) => `contact-${name}`;

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { limits } = loaderData;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const invalidFields = (Object.keys(errors) as ContactField[]).filter((name) => errors[name]);

  const fieldProps = (name: ContactField, hint = false) => {
    const error = errors[name];
    const describedBy = [
      hint ? hintId(FIELD_ID(name)) : null,
      error ? errorId(FIELD_ID(name)) : null,
    ]
      .filter(Boolean)
      .join(" ");
    return {
      id: FIELD_ID(name),
      name,
      required: true,
      defaultValue: values?.[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: inputClass(Boolean(error)),
    } as const;
  };

  const fieldError = (name: ContactField) => {
    const error = errors[name];
    if (!error) return null;
    return (
      <p id={errorId(FIELD_ID(name))} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
        <span aria-hidden="true">⚠</span>
        {t(error.key, error.values)}
      </p>
    );
  };

  /** A field of the form: its label, the control, its hint if any, then its error. */
  const field = (name: ContactField, control: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={FIELD_ID(name)} className={LABEL_CLASS}>
        {t(`contact.fields.${name}`)}
      </label>
      {control}
      {hint && (
        <p id={hintId(FIELD_ID(name))} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {fieldError(name)}
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageMeta title={t("contact.title")} description={t("contact.description")} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("contact.heading")}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">{t("contact.lead")}</p>

      <div role="status">
        {actionData?.status === "sent" && (
          <p className="mt-6 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
            {t("contact.sent")}
          </p>
        )}
      </div>

      {actionData && actionData.status !== "sent" && (
        // After a refused submission, the page's script moves focus here (app/islands/forms.ts).
        <div
          data-focus-on-load=""
          tabIndex={-1}
          className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 outline-none focus-visible:ring-4 focus-visible:ring-red-200"
        >
          {actionData.status === "invalid" && (
            <>
              <h2 id="contact-error-summary" className="font-semibold">
                {t("contact.errorSummary")}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {invalidFields.map((name) => (
                  <li key={name}>
                    <a href={`#${FIELD_ID(name)}`} className="underline underline-offset-2">
                      {t(errors[name]!.key, errors[name]!.values)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {actionData.status === "rateLimited" && (
            <p className="font-medium">
              {t("contact.rateLimited", { count: actionData.retryAfterMinutes })}
            </p>
          )}
          {actionData.status === "tooLarge" && (
            <p className="font-medium">{t("contact.tooLarge")}</p>
          )}
        </div>
      )}

      <Form
        method="post"
        noValidate
        data-enhance=""
        key={actionData?.status === "sent" ? actionData.sentAt : "form"}
        className="mt-8 space-y-6"
      >
        {field(
          "name",
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            maxLength={limits.name.max}
          />,
        )}
        {field(
          "email",
          <input
            {...fieldProps("email", true)}
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={limits.email.max}
          />,
          t("contact.fields.emailHint"),
        )}
        {field(
          "subject",
          <input
            {...fieldProps("subject")}
            type="text"
            autoComplete="off"
            maxLength={limits.subject.max}
          />,
        )}
        {field(
          "message",
          <textarea {...fieldProps("message", true)} rows={8} />,
          t("contact.fields.messageHint", loaderData.messageRange),
        )}
        {/* Honeypot: off screen and hidden from assistive technologies; only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{t("contact.fields.honeypot")}</label>
          <input
            id="contact-website"
            type="text"
            name={loaderData.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          type="submit"
          data-sending-label={t("contact.sending")}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
        >
          {t("contact.send")}
        </button>
      </Form>

      <div className="mt-10 space-y-3 border-t border-slate-200 pt-6 text-sm leading-6 text-slate-700">
        <p>
          {t("contact.privacyNote", { months: RETENTION.contactMessageMonths })}{" "}
          <Link to={pagePath("privacy", locale)} className={LINK_CLASS}>
            {t("contact.privacyLink")}
          </Link>
          .
        </p>
        <p>
          {t("contact.directEmail")}{" "}
          <a href={`mailto:${loaderData.contactEmail}`} className={LINK_CLASS}>
            {loaderData.contactEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
