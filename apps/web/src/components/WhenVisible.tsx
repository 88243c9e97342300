import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once their place scrolls near the screen, holding that place with
 * an empty box of the same height until then. Charts sit below the fold on a phone, and their
 * code (ECharts, about 150 KB compressed) should not compete with the first screen on a slow link
 * (issue 16). Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenVisible({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      // Start a little before it shows, so a scrolling reader rarely sees the empty box.
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? children : <div ref={place} style={{ height }} />;
}
