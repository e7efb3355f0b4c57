import { Link } from "react-router";

/** The call to action closing a content page: a short pitch and a link to the builder. */
export function CtaBox({
  title,
  text,
  action,
  to,
}: {
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <aside
      aria-labelledby="cta-title"
      className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
      <Link
        to={to}
        className="mt-7 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {action}
      </Link>
    </aside>
  );
}
