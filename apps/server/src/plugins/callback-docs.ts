/**
 * How a provider's callback is described in /api/openapi.json. Its body is read raw (a signature
 * covers the exact bytes, or the body is in the provider's own format), so the route has no body
 * schema to validate; the description says what comes and what is answered.
 */
export function callbackDoc(summary: string, description: string) {
  return { tags: ['Provider callbacks'], summary, description };
}
