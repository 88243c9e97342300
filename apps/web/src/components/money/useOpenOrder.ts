import { useSearchParams } from 'react-router';

/**
 * The order whose detail is open, kept in the address as `?sn=`: a link can open it (the one shown
 * after a send or a top-up), and Back closes it. Nothing else holds it, so nothing can disagree.
 */
export function useOpenOrder() {
  const [params, setParams] = useSearchParams();
  const open = (sn: string) =>
    setParams((current) => {
      current.set('sn', sn);
      return current;
    });
  const close = () =>
    setParams(
      (current) => {
        current.delete('sn');
        return current;
      },
      { replace: true },
    );
  return { openSn: params.get('sn') ?? undefined, open, close };
}
