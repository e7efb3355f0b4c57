import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";

export type ArticleCardData = {
  path: string;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  readingMinutes: number;
};

/** An article in a list: title (the link), description, date and reading time. */
export function ArticleCard({
  article,
  headingLevel: Heading = "h2",
}: {
  article: ArticleCardData;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600 hover:shadow-md">
      <Heading className="text-lg leading-snug font-semibold text-ink">
        <Link
          to={article.path}
          className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-slate-700">{article.description}</p>
      <p className="mt-4 text-sm text-slate-600">
        <time dateTime={article.date}>{article.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        {t("blog.readingTime", { minutes: article.readingMinutes })}
      </p>
    </li>
  );
}
