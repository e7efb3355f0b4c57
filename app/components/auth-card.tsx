import type { ReactNode } from "react";
import { PageMeta } from "./page-meta.tsx";

/** The frame of the sign-up, sign-in and reset pages: one narrow card, and the page's head. */
export function AuthCard({
  heading,
  lead,
  metaTitle,
  metaDescription,
  children,
}: {
  heading: string;
  lead?: ReactNode;
  metaTitle: string;
  metaDescription: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      <div className="mt-6 flex flex-col gap-5">
        <PageMeta title={metaTitle} description={metaDescription} />
        {children}
      </div>
    </div>
  );
}
