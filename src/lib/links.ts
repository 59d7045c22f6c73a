/**
 * Link rules (spec public-and-account §5 "Links"): a web link needs a protocol (http, https or
 * ftp), a public host (no private, loopback or link-local address, no localhost) with a
 * top-level domain of at least 2 letters; a social link accepts only its network's hosts,
 * with or without `www.` ('Please enter a valid X URL.').
 * Pure functions: the same rules run in forms and on the server.
 */
import ipaddr from 'ipaddr.js';

/** Accepted hosts per social network (spec §5). */
export const SOCIAL_HOSTS = {
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com', 'm.facebook.com'],
  linkedin: ['linkedin.com', 'tr.linkedin.com'],
  instagram: ['instagram.com'],
  github: ['github.com'],
  gitlab: ['gitlab.com'],
  dribbble: ['dribbble.com'],
  behance: ['behance.net'],
  stackoverflow: ['stackoverflow.com'],
  youtube: ['youtube.com', 'youtu.be', 'm.youtube.com'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** Display names for 'Please enter a valid X URL.' */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  github: 'GitHub',
  gitlab: 'GitLab',
  dribbble: 'Dribbble',
  behance: 'Behance',
  stackoverflow: 'Stackoverflow',
  youtube: 'YouTube',
};

function parse(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (ipaddr.isValid(host)) return ipaddr.parse(host).range() === 'unicast';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return false;
  const labels = host.split('.');
  return labels.length >= 2 && /^[a-z\u00a1-\uffff-]{2,}$/i.test(labels[labels.length - 1]!);
}

/** True when `value` is an acceptable web link (website, project link). */
export function isValidWebLink(value: string): boolean {
  const url = parse(value);
  return (
    !!url && ['http:', 'https:', 'ftp:'].includes(url.protocol) && !url.username && isPublicHost(url.hostname)
  );
}

/** True when `value` is a link to `network` (http or https, listed host with or without www., a path). */
export function isValidSocialLink(network: SocialNetwork, value: string): boolean {
  const url = parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username) return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return (SOCIAL_HOSTS[network] as readonly string[]).includes(host) && url.pathname.length > 1;
}
