import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ReferenceOperation } from "../.server/api/openapi/reference.ts";
import { getApp } from "../.server/context.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { Translate } from "../i18n/translate.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { LINK_CLASS } from "../legal/index.ts";
import { pagePath } from "../route-table.ts";
import type { Route } from "./+types/api-docs";

// GET /api, /fr/api – the public API's documentation (docs/product.md#api): how to call it, then a
// reference read from the OpenAPI document (app/.server/api/openapi/reference.ts).
// Prerendered; no script beyond the islands'.

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getApp(context);
  // loaded here, not at start-up: the generator and the examples' rendering cost start-up time
  const { apiReference } = await import("../.server/api/openapi/reference.ts");
  return {
    reference: apiReference(config.publicUrl, config.appName),
    rateLimit: config.apiRateLimit,
  };
}

const METHOD_COLORS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PATCH: "bg-amber-100 text-amber-950",
  DELETE: "bg-red-100 text-red-900",
};

const anchorOf = (id: string) => `op-${id}`;
const schemaAnchor = (name: string) => `schema-${name}`;

function Code({ children }: { children: string }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach what scrolls (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-50"
    >
      <code>{children}</code>
    </pre>
  );
}

/** A schema name linking to its fields (`Signature[]` links to Signature). */
function SchemaLink({ name }: { name: string }) {
  const base = name.replace(/\[\]$/, "");
  return (
    <a href={`#${schemaAnchor(base)}`} className={`${LINK_CLASS} font-mono`}>
      {name}
    </a>
  );
}

/** Inline `code` in a catalogue text written with backticks. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Operation({
  operation,
  maxRows,
  t,
}: {
  operation: ReferenceOperation;
  maxRows: number;
  t: Translate;
}) {
  const { id } = operation;
  return (
    <article
      id={anchorOf(id)}
      aria-labelledby={`${anchorOf(id)}-title`}
      className="scroll-mt-20 border-t border-slate-200 py-8"
    >
      <h3 id={`${anchorOf(id)}-title`} className="text-xl font-semibold">
        {t(`apiDocs.operations.${id}.summary`)}{" "}
        <a
          href={`#${anchorOf(id)}`}
          className="text-base font-normal text-slate-600 hover:text-brand-700"
        >
          <span aria-hidden="true">#</span>
          <span className="sr-only">{t("apiDocs.reference.anchor")}</span>
        </a>
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
        <span
          className={`rounded px-2 py-0.5 font-semibold ${METHOD_COLORS[operation.method] ?? ""}`}
        >
          {operation.method}
        </span>
        <span className="break-all">{operation.path}</span>
      </p>
      <p className="mt-3 text-slate-800">
        <Prose text={t(`apiDocs.operations.${id}.description`, { rows: maxRows })} />
      </p>
      <p className="mt-2 text-sm text-slate-700">{t(`apiDocs.reference.auth.${operation.auth}`)}</p>

      {operation.parameters.length > 0 && (
        <>
          <h4 className="mt-5 font-semibold">{t("apiDocs.reference.parameters")}</h4>
          <ReferenceTable
            columns={[
              t("apiDocs.reference.name"),
              t("apiDocs.reference.in"),
              t("apiDocs.reference.type"),
            ]}
          >
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`} className="border-b border-slate-200">
                <NameCell name={parameter.name} required={parameter.required} />
                <td className="py-2 pr-4">{parameter.in}</td>
                <td className="py-2 font-mono break-all">{parameter.type}</td>
              </tr>
            ))}
          </ReferenceTable>
        </>
      )}

      {operation.body && (
        <>
          <h4 className="mt-5 font-semibold">{t("apiDocs.reference.requestBody")}</h4>
          <p className="mt-1 text-sm">
            <span className="font-mono">{operation.body.contentTypes.join(", ")}</span>
            {operation.body.schema && (
              <>
                {" · "}
                <SchemaLink name={operation.body.schema} />
              </>
            )}
          </p>
        </>
      )}

      <h4 className="mt-5 font-semibold">{t("apiDocs.reference.responses")}</h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <span className="font-mono font-semibold">{response.status}</span>{" "}
            {t(`apiDocs.status.${response.status}` as never)}
            {response.schema && (
              <>
                {" · "}
                <SchemaLink name={response.schema} />
              </>
            )}
          </li>
        ))}
      </ul>

      <h4 className="mt-5 font-semibold">{t("apiDocs.reference.example")}</h4>
      <div className="mt-2">
        <Code>{operation.curl}</Code>
      </div>
      {operation.exampleResponse && (
        <>
          <h4 className="mt-5 font-semibold">{t("apiDocs.reference.exampleResponse")}</h4>
          <div className="mt-2">
            <Code>{operation.exampleResponse}</Code>
          </div>
        </>
      )}
    </article>
  );
}

/** A section of the page, headed `title`; the contents link to it by `id`. */
function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-20">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of the reference: its three columns headed `columns`, `children` its rows. */
function ReferenceTable({
  columns,
  children,
}: {
  columns: readonly [string, string, string];
  children: ReactNode;
}) {
  return (
    <div className="mt-2">
      <table className="w-full table-fixed text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index < columns.length - 1 ? "py-2 pr-4" : "py-2"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The first cell of a row: a parameter's or field's name, marked when it is required. */
function NameCell({ name, required }: { name: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <td className="py-2 pr-4 font-mono break-all">
      {name}
      {required && (
        <span className="ml-2 font-sans text-xs text-red-800">
          {t("apiDocs.reference.required")}
        </span>
      )}
    </td>
  );
}

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName, publicUrl } = usePublicConfig();
  const { reference, rateLimit } = loaderData;
  const sections = [
    { id: "introduction", title: t("apiDocs.intro.heading") },
    { id: "authentication", title: t("apiDocs.auth.heading") },
    { id: "errors", title: t("apiDocs.errors.heading") },
    { id: "limits", title: t("apiDocs.limits.heading") },
    { id: "reference", title: t("apiDocs.reference.heading") },
    { id: "schemas", title: t("apiDocs.schemas.heading") },
  ];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <PageMeta
        title={t("apiDocs.metaTitle", { appName })}
        description={t("apiDocs.metaDescription", { appName })}
      />
      <h1 className="text-4xl font-bold tracking-tight text-ink">
        {t("apiDocs.heading", { appName })}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("apiDocs.lead")}</p>
      <p className="mt-4">
        <a href="/api/openapi.json" download="openapi.json" className={LINK_CLASS}>
          {t("apiDocs.download")}
        </a>
      </p>

      <nav
        aria-labelledby="api-contents"
        className="mt-8 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
      >
        <h2 id="api-contents" className="font-semibold">
          {t("apiDocs.contents")}
        </h2>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={LINK_CLASS}>
                {section.title}
              </a>
              {section.id === "reference" && (
                <ul className="mt-1 mb-1 ml-4 grid gap-1 sm:grid-cols-2">
                  {reference.operations.map((operation) => (
                    <li key={operation.id}>
                      <a href={`#${anchorOf(operation.id)}`} className={LINK_CLASS}>
                        {t(`apiDocs.operations.${operation.id}.summary`)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <DocSection id="introduction" title={t("apiDocs.intro.heading")}>
        <p className="mt-3 text-slate-800">
          <Prose text={t("apiDocs.intro.text", { base: `${publicUrl}/api/v1` })} />
        </p>
      </DocSection>

      <DocSection id="authentication" title={t("apiDocs.auth.heading")}>
        <p className="mt-3 text-slate-800">
          <Prose text={t("apiDocs.auth.text")} />
        </p>
        <p className="mt-3">
          <Link to={`${pagePath("account", locale)}#account-api-keys`} className={LINK_CLASS}>
            {t("apiDocs.auth.manage")}
          </Link>
        </p>
      </DocSection>

      <DocSection id="errors" title={t("apiDocs.errors.heading")}>
        <p className="mt-3 text-slate-800">
          <Prose text={t("apiDocs.errors.text")} />
        </p>
        <h3 className="mt-4 font-semibold">{t("apiDocs.errors.codes")}</h3>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {reference.errorCodes.map((status) => (
            <li key={status}>
              <span className="font-mono font-semibold">{status}</span>{" "}
              {t(`apiDocs.status.${status}` as never)}
            </li>
          ))}
        </ul>
      </DocSection>

      <DocSection id="limits" title={t("apiDocs.limits.heading")}>
        <p className="mt-3 text-slate-800">
          <Prose
            text={t("apiDocs.limits.text", { limit: rateLimit, rows: reference.maxBatchRows })}
          />
        </p>
      </DocSection>

      <DocSection id="reference" title={t("apiDocs.reference.heading")}>
        {reference.operations.map((operation) => (
          <Operation
            key={operation.id}
            operation={operation}
            maxRows={reference.maxBatchRows}
            t={t}
          />
        ))}
      </DocSection>

      <DocSection id="schemas" title={t("apiDocs.schemas.heading")}>
        <p className="mt-3 text-slate-800">{t("apiDocs.schemas.lead")}</p>
        {reference.schemas.map((schema) => (
          <div key={schema.name} id={schemaAnchor(schema.name)} className="mt-8 scroll-mt-20">
            <h3 className="font-mono text-lg font-semibold">{schema.name}</h3>
            <ReferenceTable
              columns={[
                t("apiDocs.reference.field"),
                t("apiDocs.reference.type"),
                t("apiDocs.reference.description"),
              ]}
            >
              {schema.fields.map((field) => (
                <tr key={field.name} className="border-b border-slate-200 align-top">
                  <NameCell name={field.name} required={field.required} />
                  <td className="py-2 pr-4 font-mono break-all">{field.type}</td>
                  <td className="py-2 font-mono text-xs break-all text-slate-700">
                    {field.notes.join(" · ")}
                  </td>
                </tr>
              ))}
            </ReferenceTable>
          </div>
        ))}
      </DocSection>
    </div>
  );
}
