/**
 * Social profiles are configured at build time (VITE_SOCIAL_FACEBOOK and friends); a network with no
 * address configured is not shown, rather than pointing at a page that is not ours.
 */
export const socialLinks = (
  [
    ['facebook', import.meta.env.VITE_SOCIAL_FACEBOOK],
    ['instagram', import.meta.env.VITE_SOCIAL_INSTAGRAM],
    ['x', import.meta.env.VITE_SOCIAL_X],
    ['linkedin', import.meta.env.VITE_SOCIAL_LINKEDIN],
    ['youtube', import.meta.env.VITE_SOCIAL_YOUTUBE],
  ] as const
)
  .filter((entry): entry is [(typeof entry)[0], string] => typeof entry[1] === 'string' && /^https:\/\//.test(entry[1]))
  .map(([network, url]) => ({ network, url }));
