import { isIPv4, isIPv6 } from 'node:net';
import type { Language } from '@tabib/contracts';
import type { FastifyRequest } from 'fastify';
import { pick } from '../../shared/language.ts';
import type { Requester } from './account-mail.ts';

/**
 * "Chrome on Android": the browser and system a User-Agent names, for the sessions list and for mails that
 * say who asked. Approximate on purpose: the header is whatever the client wrote.
 */
export function describeDevice(userAgent: string, lang: Language): string {
  const ua = userAgent.slice(0, 300);
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /curl\//.test(ua)
                ? 'curl'
                : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  // Product names stay as their makers write them, in Arabic too ("Chrome على Android").
  if (browser && system) return pick(lang, `${browser} على ${system}`, `${browser} on ${system}`);
  return browser ?? system ?? pick(lang, 'جهاز غير معروف', 'Unknown device');
}

/**
 * The client's network, not its address: the last part hidden (203.0.113.x, 2001:db8:1::/48), so the
 * sessions list and mails show roughly where without storing an exact address.
 */
export function networkOf(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address)) {
    const groups = address.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return '';
}

/** Who is asking, for "was this you?" mails in `lang`: now, the device and the network of the request. */
export function requesterOf(req: FastifyRequest, lang: Language): Requester {
  return { at: new Date(), device: describeDevice(req.headers['user-agent'] ?? '', lang), network: networkOf(req.ip) };
}
