// Reading styles for Markdown rendered on the server. Rules target the body's own blocks
// (direct children, list items, inline code), never the inside of a rendered signature
// example, which keeps exactly the inline styles it will have in an email.
const PROSE = [
  "max-w-none text-base leading-7 text-slate-800 sm:text-lg sm:leading-8",
  "[&>*+*]:mt-5",
  "[&>h2]:mt-12 [&>h2]:scroll-mt-6 [&>h2]:text-2xl [&>h2]:leading-tight [&>h2]:font-bold [&>h2]:tracking-tight [&>h2]:text-ink sm:[&>h2]:text-3xl",
  "[&>h3]:mt-9 [&>h3]:scroll-mt-6 [&>h3]:text-xl [&>h3]:leading-snug [&>h3]:font-semibold [&>h3]:text-ink",
  "[&>h2+*]:mt-4 [&>h3+*]:mt-3",
  "[&>ul]:list-disc [&>ul]:pl-6 [&>ol]:list-decimal [&>ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-slate-500",
  "[&>p_a]:font-medium [&>p_a]:text-brand-700 [&>p_a]:underline [&>p_a]:underline-offset-4 hover:[&>p_a]:text-brand-800",
  "[&_li_a]:font-medium [&_li_a]:text-brand-700 [&_li_a]:underline [&_li_a]:underline-offset-4 hover:[&_li_a]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em] [&_:not(pre)>code]:[overflow-wrap:anywhere]",
  "[&>pre]:overflow-x-auto [&>pre]:rounded-lg [&>pre]:bg-slate-900 [&>pre]:p-4 [&>pre]:text-sm [&>pre]:text-slate-100",
  "[&>blockquote]:border-l-4 [&>blockquote]:border-brand-100 [&>blockquote]:pl-4 [&>blockquote]:text-slate-700 [&>blockquote]:italic",
  "[&>hr]:my-10 [&>hr]:border-slate-200",
].join(" ");

/** Server-rendered article HTML, styled for reading (content pages are not hydrated). */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`${PROSE} ${className}`}
      data-article-body=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our Markdown, rendered on the server with raw HTML escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
