/**
 * Social sign-in providers (issue 3; spec §2 `/oauth-login/{type}`, §7 Identity "social login
 * start and complete" for LinkedIn, Google, Facebook — GitHub added by the issue).
 *
 * A provider is enabled when both `OAUTH_<P>_CLIENT_ID` and `OAUTH_<P>_CLIENT_SECRET` are set.
 * By default it is better-auth's built-in provider (real endpoints, GitHub's e-mail list,
 * Facebook's Graph fields). With `OAUTH_<P>_DISCOVERY_URL` it is registered through
 * better-auth's generic OAuth plugin against that OpenID Connect issuer instead (a company
 * identity server; the end-to-end tests' local issuer). Either way the provider id, the
 * callback `/api/auth/callback/<id>` and the client calls are the same.
 */
import type { GenericOAuthConfig } from 'better-auth/plugins';
import { env } from './env';

export const SOCIAL_PROVIDERS = ['linkedin', 'google', 'facebook', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Display names (brands are not translated). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  linkedin: 'LinkedIn',
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl?: string;
}

function settings(provider: SocialProvider): ProviderSettings | undefined {
  const e = env();
  const key = provider.toUpperCase() as 'LINKEDIN' | 'GOOGLE' | 'FACEBOOK' | 'GITHUB';
  const clientId = e[`OAUTH_${key}_CLIENT_ID`];
  const clientSecret = e[`OAUTH_${key}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, discoveryUrl: e[`OAUTH_${key}_DISCOVERY_URL`] };
}

/** The providers configured in this installation, in the order the buttons show. */
export function enabledSocialProviders(): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => settings(p));
}

/**
 * Splits a display name into name and surname (the user table keeps both, spec §3 "User").
 * "Ayşe Nur Yılmaz" → { name: "Ayşe Nur", surname: "Yılmaz" }; one word → empty surname.
 */
export function splitDisplayName(full: string | undefined | null): { name: string; surname: string } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { name: words[0] ?? '', surname: '' };
  return { name: words.slice(0, -1).join(' '), surname: words[words.length - 1]! };
}

type Profile = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Name and surname from an OIDC/OAuth profile (given/family names first, else the display name). */
export function namesFromProfile(profile: Profile): { name: string; surname: string } {
  const given = text(profile.given_name) ?? text(profile.first_name);
  const family = text(profile.family_name) ?? text(profile.last_name);
  if (given) return { name: given, surname: family ?? '' };
  return splitDisplayName(text(profile.name) ?? text(profile.login) ?? '');
}

/** better-auth options for the enabled providers: built-in ones and generic OIDC overrides. */
export function socialAuthOptions(): {
  socialProviders: Record<string, unknown>;
  generic: GenericOAuthConfig[];
} {
  const socialProviders: Record<string, unknown> = {};
  const generic: GenericOAuthConfig[] = [];
  for (const provider of enabledSocialProviders()) {
    const { clientId, clientSecret, discoveryUrl } = settings(provider)!;
    const mapProfileToUser = (profile: Profile) => ({ ...namesFromProfile(profile) });
    if (discoveryUrl) {
      generic.push({
        providerId: provider,
        name: SOCIAL_PROVIDER_NAMES[provider],
        clientId,
        clientSecret,
        discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        mapProfileToUser,
      });
    } else {
      socialProviders[provider] = { clientId, clientSecret, mapProfileToUser };
    }
  }
  return { socialProviders, generic };
}
