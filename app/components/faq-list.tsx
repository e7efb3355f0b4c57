export type FaqItem = { question: string; answer: string };

/** Questions, each over its answer (the FAQ of the home, pricing and guide pages). */
export function FaqList({
  items,
  className,
  questionClassName = "font-semibold",
}: {
  items: readonly FaqItem[];
  className: string;
  questionClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.question} className="py-5">
          <dt className={questionClassName}>{item.question}</dt>
          <dd className="mt-2 text-slate-700">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
