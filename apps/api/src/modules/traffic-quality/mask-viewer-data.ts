import { shownValue } from './traffic-reasons.ts';

/**
 * What a flag shows of a viewer to those who may not act on it (decision 845): an address without
 * its last part, a user agent without its build numbers and details.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/;
/** A masked user agent is at most this long. */
const AGENT_MASKED_MAX = 100;

/** 203.0.113.66 → 203.0.113.x; an IPv6 address keeps its first three groups (its /48): 2001:db8:85a3::x. */
export function maskAddress(address: string): string {
  const v4 = IPV4.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  const mapped = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(address); // ::ffff:203.0.113.66
  if (mapped) return `${mapped[1]}${maskAddress(mapped[2])}`;
  if (!address.includes(':')) return address ? 'x' : address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 3).join(':')}::x`;
}

/**
 * Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85
 * Safari/537.36 → Mozilla/5 (X11; Linux x86_64) AppleWebKit/537 Chrome/131 Safari/537: the browser
 * and system a brand can judge, without the build numbers and details that tell one device apart.
 */
export function maskAgent(agent: string): string {
  let first = true;
  const shortened = agent
    .replace(/\([^)]*\)/g, (comment) => {
      const keep = first;
      first = false;
      return keep ? comment : '';
    })
    .replace(/\/(\d+)[.\d_]*/g, '/$1')
    .replace(/\s+/g, ' ')
    .trim();
  return shortened.length > AGENT_MASKED_MAX ? `${shortened.slice(0, AGENT_MASKED_MAX)}…` : shortened;
}

/** A flag as little as a viewer's data shows: its subject masked, in its reason too. */
export function maskFlag<F extends { kind: string; subject: string; reason: string }>(flag: F): F {
  const mask = flag.kind === 'dominant-address' ? maskAddress : flag.kind === 'dominant-agent' ? maskAgent : null;
  if (!mask || !flag.subject) return flag;
  const masked = mask(flag.subject);
  return { ...flag, subject: masked, reason: flag.reason.replace(`(${shownValue(flag.subject)})`, `(${masked})`) };
}
