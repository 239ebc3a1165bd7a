/**
 * Two more origins for the /compat browser test: a page on the first is listed in the app's
 * COMPAT_ORIGINS, one on the second is not. Their ports follow the app's, so parallel runs do not clash.
 */
export function compatPageOrigins(appPort: number) {
  return { listed: `http://127.0.0.1:${appPort + 227}`, unlisted: `http://127.0.0.1:${appPort + 228}` };
}
