import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import type { ArticleSummary } from "../.server/articles.ts";
import {
  ARTICLE_CARD_WIDTHS,
  articleCardImagePath,
  articleImageHeight,
} from "../article-images.ts";

export type ArticleCardData = Pick<
  ArticleSummary,
  "locale" | "slug" | "path" | "title" | "description" | "date" | "dateLabel" | "readingMinutes"
>;

/**
 * An article in a list: its image, title (the link), description, date and reading time. The
 * image shows the title again: decorative, so its alternative text is empty.
 */
export function ArticleCard({
  article,
  headingLevel: Heading = "h2",
  sizes,
}: {
  article: ArticleCardData;
  headingLevel?: "h2" | "h3";
  /** the card's width in the page's layout (the image's `sizes`) */
  sizes: string;
}) {
  const { t } = useTranslation();
  const [width] = ARTICLE_CARD_WIDTHS;
  const image = (w: (typeof ARTICLE_CARD_WIDTHS)[number]) =>
    articleCardImagePath(article.locale, article.slug, w);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600 hover:shadow-md">
      <img
        src={image(width)}
        srcSet={ARTICLE_CARD_WIDTHS.map((w) => `${image(w)} ${w}w`).join(", ")}
        sizes={sizes}
        width={width}
        height={articleImageHeight(width)}
        loading="lazy"
        decoding="async"
        alt=""
        className="h-auto w-full border-b border-slate-100 bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-5">
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
      </div>
    </li>
  );
}
