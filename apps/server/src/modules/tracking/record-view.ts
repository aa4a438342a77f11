import type { Db } from '../../db/client.ts';
import { trackingViews } from '../../db/schema/index.ts';

/** The network, not the device: IPv4 to its /24, IPv6 to its /48 (LGPD: no full address kept). */
export function ipPrefix(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  return '';
}

/** Browser and system in a few words ('Chrome / Android'), never the whole fingerprint-rich header. */
export function shortUserAgent(ua: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Outro';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Outro';
  return `${browser} / ${system}`;
}

export async function recordView(db: Db, link: { agencyId: string; id: string; serviceId: string }, ip: string, ua: string) {
  await db
    .insert(trackingViews)
    .values({ agencyId: link.agencyId, linkId: link.id, serviceId: link.serviceId, ipPrefix: ipPrefix(ip), userAgent: shortUserAgent(ua) });
}
