// A file dropped on the editor before the part that takes it is live (ADR 037, decision 15:
// the photo, logo and banner drop zones hydrate at the first sign of use, a file dragged over
// the page included) would be opened by the browser in place of the editor. From the moment
// the editor's script runs, a dropped file never leaves the page: one dropped on a zone that
// is not live yet is held, and that zone takes it when it is (PhotoDropzone); one dropped
// anywhere else is refused (no drop effect). The listeners capture: the browser does not
// carry a drop down to an element inside a disabled fieldset, which a part not yet live is.

/** The attribute that names a drop zone (`photo`, `logo`, `banner`) in the server's HTML too. */
export const DROP_ZONE_ATTRIBUTE = "data-drop-zone";

let held: { zone: string; file: File } | null = null;
/** the zones whose own handlers are live (mounted PhotoDropzones) */
const live = new Set<string>();

/** Called by a drop zone when it mounts: from then on, it takes its drops itself. */
export function markZoneLive(zone: string): () => void {
  live.add(zone);
  return () => {
    live.delete(zone);
  };
}

/** Listens on `target` (the window) until the returned function is called. */
export function holdEarlyDrops(target: Window): () => void {
  const over = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    const zone = zoneOf(event);
    if (zone !== null && live.has(zone)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = zone === null ? "none" : "copy";
  };
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    const zone = zoneOf(event);
    if (zone !== null && live.has(zone)) return;
    event.preventDefault();
    const file = event.dataTransfer?.files[0];
    if (zone !== null && file) held = { zone, file };
  };
  target.addEventListener("dragover", over, true);
  target.addEventListener("drop", drop, true);
  return () => {
    target.removeEventListener("dragover", over, true);
    target.removeEventListener("drop", drop, true);
  };
}

/** The file dropped on zone `zone` before it was live, once. */
export function takeEarlyDrop(zone: string): File | null {
  if (held?.zone !== zone) return null;
  const { file } = held;
  held = null;
  return file;
}

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

function zoneOf(event: DragEvent): string | null {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest(`[${DROP_ZONE_ATTRIBUTE}]`)?.getAttribute(DROP_ZONE_ATTRIBUTE) ?? null;
}
