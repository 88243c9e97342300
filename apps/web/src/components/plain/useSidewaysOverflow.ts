import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scrolling frame is wider inside than it shows, and whether it still hides something
 * at its end, so a phone can say the table scrolls sideways (issue 33: a table's amount must never
 * look cut off). Follows the frame's size and content.
 */
export function useSidewaysOverflow(frame: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ overflowing: false, moreAtEnd: false });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const overflowing = hidden > 1;
      const moreAtEnd = overflowing && Math.abs(element.scrollLeft) < hidden - 1;
      setState((old) =>
        old.overflowing === overflowing && old.moreAtEnd === moreAtEnd
          ? old
          : { overflowing, moreAtEnd },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [frame]);
  return state;
}
