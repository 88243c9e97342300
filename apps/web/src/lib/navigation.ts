/**
 * Lets non-React code (the request layer) change the route. The router registers its navigate
 * function at start; before that, a full page load is the safe fallback.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigator(fn: Navigate): () => void {
  const previous = navigate;
  navigate = fn;
  return () => {
    navigate = previous;
  };
}

export function navigateTo(path: string): void {
  navigate(path);
}
