import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scrolling frame is wider inside than it shows, and whether it still hides something
 * at its end, so a phone can say the table scrolls sideways (issue 33: a table's amount must never
 * look cut off). Follows the frame's size and content. `selector` names the scrolling element
 * inside `frame` when it is not the frame itself (antd's `.ant-table-content`), which may appear
 * only once the table has rows.
 */
export function useSidewaysOverflow(frame: RefObject<HTMLElement | null>, selector?: string) {
  const [state, setState] = useState({ overflowing: false, moreAtEnd: false });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const scroller = selector ? element.querySelector<HTMLElement>(selector) : element;
      const hidden = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
      const overflowing = hidden > 1;
      const moreAtEnd = overflowing && Math.abs(scroller!.scrollLeft) < hidden - 1;
      setState((old) =>
        old.overflowing === overflowing && old.moreAtEnd === moreAtEnd
          ? old
          : { overflowing, moreAtEnd },
      );
    };
    measure();
    // Scroll events do not bubble: listen while they pass down to the element inside.
    element.addEventListener('scroll', measure, { passive: true, capture: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure, { capture: true });
      resized?.disconnect();
    };
  }, [frame, selector]);
  return state;
}
