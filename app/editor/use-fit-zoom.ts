import { type RefObject, useEffect, useState } from "react";

/**
 * The zoom (at most 1) at which the first child of `box` fits the box's content width and
 * `maxHeight`, measured again whenever either changes size. The child's offset sizes are its
 * unzoomed layout, so applying the zoom barely changes the measure.
 */
export function useFitZoom(
  box: RefObject<HTMLElement | null>,
  maxHeight: number,
  active: boolean,
): number {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const element = box.current;
    const content = element?.firstElementChild;
    if (!active || !element || !(content instanceof HTMLElement)) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const width =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const fit = Math.min(1, width / content.offsetWidth, maxHeight / content.offsetHeight);
      const next = Number.isFinite(fit) && fit > 0 ? fit : 1;
      // Zoomed layout rounds to device pixels, so a new zoom can shift the measure by a pixel
      // and the next zoom back: changes under 1% are not worth a layout, and end the loop.
      setZoom((current) => (Math.abs(next - current) < 0.01 ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, [box, maxHeight, active]);
  return zoom;
}
