import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { PageMeta } from "../../components/page-meta.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import type { Block, Inline, LegalDocumentBody } from "../markup.ts";

export const LINK_CLASS =
  "font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-800";

type LegalPageProps = {
  /** which document: its title, description and heading are the catalogue's `legal.<kind>.…` */
  kind: "privacy" | "terms" | "legalNotice";
  document: LegalDocumentBody;
  /** the formatted date of `document.updated` */
  updated: string;
  /** numbered sections and a table of contents (long documents) */
  toc?: boolean;
};

/** A legal text: heading, date, optional table of contents, then its sections. */
export function LegalPage({ kind, document, updated, toc }: LegalPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta title={t(`legal.${kind}.title`)} description={t(`legal.${kind}.description`)} />
      <p className="text-sm">
        <Link to={pagePath("legal", locale)} className={LINK_CLASS}>
          {t("nav.legal")}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t(`legal.${kind}.heading`)}
      </h1>
      <p className="mt-3 text-sm text-slate-600">{t("legal.lastUpdated", { date: updated })}</p>
      <div className="mt-6 text-lg leading-8 text-slate-700">
        {each(document.intro, (block) => (
          <BlockView block={block} />
        ))}
      </div>
      {toc && (
        <nav
          aria-labelledby="toc-heading"
          className="mt-8 rounded-lg border border-slate-200 bg-slate-50 px-5 py-4"
        >
          <h2
            id="toc-heading"
            className="text-sm font-semibold tracking-wide text-slate-800 uppercase"
          >
            {t("legal.toc")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-base sm:columns-2 sm:gap-10">
            {document.sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className={LINK_CLASS}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2
            id={section.id}
            className="scroll-mt-6 text-xl font-semibold tracking-tight sm:text-2xl"
          >
            {toc ? `${index + 1}. ${section.title}` : section.title}
          </h2>
          {each(section.blocks, (block) => (
            <BlockView block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "p":
      return (
        <p className="mt-4 leading-7 text-pretty">
          <Inlines content={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-slate-400">
          {each(block.items, (entry) => (
            <li>
              <Inlines content={entry} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-1 leading-7 sm:grid-cols-[minmax(10rem,auto)_1fr] sm:gap-y-2">
          {block.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="mt-2 font-semibold text-slate-800 sm:mt-0">{row.label}</dt>
              <dd className="text-slate-700">
                <Inlines content={row.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** Static content, never reordered: each item's position is its identity. */
function each<T>(items: readonly T[], render: (item: T) => ReactNode): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, rendered once, never reordered
  return items.map((item, index) => <Fragment key={index}>{render(item)}</Fragment>);
}

function Inlines({ content }: { content: Inline[] }) {
  return each(content, (part) => <InlinePart part={part} />);
}

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return part;
  if (part.kind === "strong")
    return <strong className="font-semibold text-ink">{part.text}</strong>;
  if (part.kind === "code") {
    return (
      <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] [overflow-wrap:anywhere] text-slate-900">
        {part.text}
      </code>
    );
  }
  return part.href.startsWith("/") ? (
    <Link to={part.href} className={LINK_CLASS}>
      {part.text}
    </Link>
  ) : (
    <a href={part.href} className={LINK_CLASS}>
      {part.text}
    </a>
  );
}
