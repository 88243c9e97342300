import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18nReady } from '../lib/i18n.ts';

await i18nReady;

// Lazy routes compile antd on first use in a test run; give them time to appear.
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks matchMedia, which antd's responsive helpers read.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout, so nothing ever resizes; antd only needs the API to exist.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom implements no pseudo-elements and logs an error when asked; antd's modals ask for the
// scrollbar's to measure it. The element's own style answers just as well without layout.
//
// Without layout, a padding or border width no stylesheet sets is '', which antd's auto-sizing
// textarea adds up to a NaN height; a box without layout has none of either, so they read 0px.
const computedStyle = window.getComputedStyle.bind(window);
const unsetLength = /^(padding|border)-(top|bottom|left|right)(-width)?$/;
window.getComputedStyle = (element: Element) => {
  const style = computedStyle(element);
  const read = style.getPropertyValue.bind(style);
  style.getPropertyValue = (name: string) => read(name) || (unsetLength.test(name) ? '0px' : '');
  return style;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
