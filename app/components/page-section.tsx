import type { ReactNode } from "react";

/** One titled block of a settings page (the account page, a team page). */
export function PageSection({
  id,
  heading,
  children,
  tone = "default",
}: {
  id: string;
  heading: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-xl p-5 ring-1 ${tone === "danger" ? "ring-red-300" : "ring-slate-200"}`}
    >
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
