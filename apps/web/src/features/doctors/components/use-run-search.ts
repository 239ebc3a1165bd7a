import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { prefetchSearch } from '../api/doctors.ts';
import { criteriaToParams, type SearchCriteria } from '../search-params.ts';

/**
 * Searches, then opens /doctors with the criteria in the URL. `busy` lasts exactly as long as the
 * request: the results page then renders from the cache (or shows the error itself).
 */
export function useRunSearch() {
  const client = useQueryClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (criteria: SearchCriteria) => {
    setBusy(true);
    try {
      await prefetchSearch(client, lang, criteria);
    } catch {
      // The results page shows what went wrong.
    } finally {
      setBusy(false);
    }
    await navigate(`/doctors?${criteriaToParams(criteria).toString()}`);
  };
  return { busy, run };
}
