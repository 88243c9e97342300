import { useEffect, useState } from 'react';
import type { Country } from '../../lib/countries.ts';
import { plainPost } from '../../lib/plainPost.ts';
import { request } from '../../lib/request/request.ts';

const COUNTRY_URL = '/common/country';

// Read once per page load and shared, like the app's settings (lib/appConfig.ts): the sign-in
// page is where people land, and reading the list through the API client would load the client
// (its headers, guards and reply handling) with the page. If the plain read fails, the API client reads it again
// and reports a failure the way every other call does.
let pending: Promise<Country[]> | null = null;

function loadCountries(): Promise<Country[]> {
  pending ??= plainPost<Country[]>(COUNTRY_URL)
    .catch(() =>
      request.post<Country[]>(COUNTRY_URL, {}, { withToken: false, repeatSubmit: false }),
    )
    .catch(() => {
      pending = null; // the next page that needs it tries again
      return [];
    });
  return pending;
}

/** The supported countries (SPEC §7) for the sign-in form; undefined while on their way. */
export function useCountryList(): Country[] | undefined {
  const [countries, setCountries] = useState<Country[]>();
  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
