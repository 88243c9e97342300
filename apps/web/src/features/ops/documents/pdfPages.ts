import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The pages drawn inline; a longer file says how many more there are and links the original. */
export const PAGES_SHOWN = 5;

/**
 * Opens a signed PDF. The bytes are fetched by us (same origin, no credentials needed: the URL
 * is signed) and handed to pdf.js as data. Eval stays off, as the CSP forbids it.
 */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = new Uint8Array(await response.arrayBuffer());
  return getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
}

/** Draws one page onto `canvas`, `cssWidth` pixels wide, sharp on high-density screens. */
export async function drawPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
) {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const density = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (cssWidth / natural.width) * density });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  await page.render({ canvasContext: context, viewport }).promise;
  page.cleanup();
}
