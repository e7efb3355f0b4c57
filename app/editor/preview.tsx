import { useId, useMemo, useRef, useState } from "react";
import { SignatureHtml } from "../components/signature-html.tsx";
import { useMediaQuery } from "../hooks/use-media-query.ts";
import { useTranslation } from "../i18n/react.tsx";
import { CharacterCount } from "./character-count.tsx";
import { DarkModeSwitch, type PreviewMode } from "./dark-mode-switch.tsx";
import { useFitZoom } from "./use-fit-zoom.ts";

type DarkMode = typeof import("../signature/dark-mode.ts");

/** The dark-mode simulator, fetched when the person first asks for a dark preview. */
const loadDarkMode = (): Promise<DarkMode> => import("../signature/dark-mode.ts");

/** Height of the small preview phones keep in view (6.5rem, its box's cap in the classes below). */
const MINI_HEIGHT = 104;

/**
 * The live preview: exactly the HTML string that gets copied, isolated from the page's styles
 * (ADR 022) and laid out as in a message at least 600 px wide: a narrower screen scrolls it
 * sideways rather than squeezing it.
 *
 * `collapsible`: below the `lg` breakpoint the preview starts small (scaled down whole) so it
 * can stay on screen above the form; a button shows it at full size.
 * `fitWidth`: scaled down whole to the box's width when the screen is narrower than the
 * signature (the finish pages, where the whole signature must show on a phone), by the same
 * measure as the collapsed preview.
 */
export function Preview({
  html,
  countedHtml = html,
  sample = false,
  collapsible = false,
  headingId = "preview-heading",
  darkModeSwitch = false,
  fitWidth = false,
}: {
  html: string;
  /** the HTML whose size is measured against Gmail's limit, when `html` shows an example */
  countedHtml?: string;
  /** `html` shows example details, not the person's */
  sample?: boolean;
  collapsible?: boolean;
  headingId?: string;
  /** offer to show it as dark-mode clients do */
  darkModeSwitch?: boolean;
  fitWidth?: boolean;
}) {
  const { t } = useTranslation();
  const frameId = useId();
  const [expanded, setExpanded] = useState(false);
  const mini = collapsible && !expanded;
  const box = useRef<HTMLDivElement>(null);
  const fitted = mini || fitWidth;
  const zoom = useFitZoom(box, mini ? MINI_HEIGHT : Number.POSITIVE_INFINITY, fitted);
  // Below Tailwind's lg breakpoint the collapsed preview is a scaled-down picture: its links
  // are too small to tap, and "see at full size" opens the real one.
  const narrow = useMediaQuery("(max-width: 63.99rem)");
  const onlyWide = mini ? "max-lg:hidden" : "";
  const [dark, setDark] = useState<{ mode: PreviewMode; simulator: DarkMode | null }>({
    mode: "light",
    simulator: null,
  });
  const mode = dark.simulator ? dark.mode : "light";
  const chooseMode = (next: PreviewMode) => {
    if (next === "light" || dark.simulator) {
      setDark({ mode: next, simulator: dark.simulator });
      return;
    }
    void loadDarkMode().then(
      (simulator) => setDark({ mode: next, simulator }),
      () => {},
    );
  };
  const shown = useMemo(
    () =>
      mode === "light" || !dark.simulator ? html : dark.simulator.simulateDarkMode(html, mode),
    [html, mode, dark.simulator],
  );
  return (
    <section aria-labelledby={headingId} className={`grid ${mini ? "gap-2 lg:gap-3" : "gap-3"}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            className={`font-semibold text-ink ${mini ? "text-base lg:text-lg" : "text-lg"}`}
          >
            {t("editor.preview.heading")}
          </h2>
          {sample ? (
            <p className="mt-1 inline-block rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900">
              {t("editor.preview.sample")}
            </p>
          ) : (
            <p className={`text-sm text-slate-600 ${onlyWide}`}>{t("editor.preview.caption")}</p>
          )}
        </div>
        {collapsible && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={frameId}
            onClick={() => setExpanded((open) => !open)}
            className="shrink-0 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 lg:hidden"
          >
            {t("editor.preview.expand")}
            <span
              aria-hidden="true"
              className={`ml-1 inline-block ${expanded ? "rotate-180" : ""}`}
            >
              ▾
            </span>
          </button>
        )}
      </div>
      {darkModeSwitch && (
        <div className={onlyWide}>
          <DarkModeSwitch value={mode} onChange={chooseMode} />
        </div>
      )}
      <div
        id={frameId}
        ref={box}
        data-preview-mode={mode}
        style={
          mode === "light" || !dark.simulator
            ? undefined
            : { backgroundColor: dark.simulator.darkModeCanvas(mode) }
        }
        inert={mini && narrow ? true : undefined}
        className={`overflow-x-auto rounded-xl border bg-white shadow-sm ${
          sample ? "border-dashed border-amber-400" : "border-slate-200"
        } ${
          // capped at the mini height (plus padding and border) before the first measure too
          mini
            ? "p-2 max-lg:max-h-[calc(6.5rem+1rem+2px)] max-lg:overflow-hidden lg:p-6"
            : "p-4 sm:p-6"
        }`}
      >
        <SignatureHtml
          html={shown}
          testId="signature-preview"
          className={`w-max max-w-[max(600px,100%)] ${
            mini
              ? "max-lg:max-w-[600px] max-lg:[zoom:var(--fit)]"
              : fitWidth
                ? "[zoom:var(--fit)]"
                : ""
          }`}
          style={fitted ? ({ "--fit": zoom } as React.CSSProperties) : undefined}
        />
      </div>
      <div className={onlyWide}>
        <CharacterCount html={countedHtml} />
      </div>
    </section>
  );
}

/** The plain-text version, as it will be pasted. */
export function PlainTextPreview({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plain-preview-heading" className="grid gap-3">
      <h2 id="plain-preview-heading" className="text-lg font-semibold text-ink">
        {t("editor.preview.heading")}
      </h2>
      <pre
        data-testid="signature-preview-text"
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 font-mono text-sm whitespace-pre-wrap text-ink shadow-sm sm:p-6"
      >
        {text}
      </pre>
    </section>
  );
}
