/** One part of the editor form: a fieldset whose legend is also a heading. */
export function EditorSection({
  id,
  legend,
  description,
  children,
}: {
  id: string;
  legend: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={description ? `${id}-description` : undefined}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-ink">{legend}</h2>
      </legend>
      {description && (
        <p id={`${id}-description`} className="clear-left pt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="clear-left grid gap-4 pt-4">{children}</div>
    </fieldset>
  );
}
