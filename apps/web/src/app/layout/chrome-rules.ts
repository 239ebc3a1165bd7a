/** Spec "Global layout": where the navbar/footer and the decorative header image are hidden. */
const withoutChrome = new Set(['/login', '/signup', '/joinnewdoctor']);
const withoutBanner = new Set(['/doctors', '/joinnewdoctor', '/profile-doctor', '/chatbot']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function showsChrome(pathname: string): boolean {
  return !withoutChrome.has(normalise(pathname));
}

export function showsBanner(pathname: string): boolean {
  return !withoutBanner.has(normalise(pathname));
}
