/** Doctors a page of the home page's Top Doctors shows: four, or one on a phone (the spec's carousel). */
export const TOP_SIZES = [1, 4] as const;

/** The page and size of Top Doctors in a URL (`?top=2&topSize=1`); anything else is page 1 of four. */
export function topDoctorsPage(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get('top'));
  const size = Number(params.get('topSize'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: (TOP_SIZES as readonly number[]).includes(size) ? size : 4,
  };
}
