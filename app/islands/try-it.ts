import { renderSample, type SampleConfig } from "../components/sample-render.ts";
import { isLocale } from "../i18n/locales.ts";
import { showSignature } from "../signature/signature-frame.ts";

/**
 * Renders the example signature with the name being typed, exactly as the editor would, in
 * the `[data-try-it-preview]` element; an empty name brings the server's example back.
 */
export function startTryIt(container: HTMLElement, input: HTMLInputElement): void {
  const preview = container.querySelector<HTMLElement>("[data-try-it-preview]");
  if (!preview) return;
  const { locale, publicUrl = "", appName = "", samplePhotoUrl = "" } = container.dataset;
  const config: SampleConfig = { publicUrl, appName, samplePhotoUrl };
  const language = isLocale(locale) ? locale : "en";
  const example = preview.shadowRoot?.innerHTML ?? "";
  const update = () => {
    const name = input.value.trim() ? input.value.slice(0, 120) : "";
    // render() escapes every field: its output is the email HTML that would be pasted.
    showSignature(preview, name ? renderSample(language, config, { fullName: name }) : example);
  };
  input.addEventListener("input", update);
  update();
}
