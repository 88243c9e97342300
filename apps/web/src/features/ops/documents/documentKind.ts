/** A document is drawn as a PDF when its stored name says so; anything else is an image. */
export const isPdf = (filePath: string) => filePath.toLowerCase().endsWith('.pdf');
