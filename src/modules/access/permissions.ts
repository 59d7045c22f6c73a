/**
 * Permissions as data (CONVENTIONS.md): the 15 scopes of spec §3, the grantable startup set
 * of §6, the premium packages, and the one function that answers "may this viewer use scope S
 * on entity E". Pure code: services, guards and the UI share it.
 */

export const SCOPES = [
  'FULL_ACCESS',
  'READ',
  'WRITE',
  'PROFILE_READ',
  'PROFILE_WRITE',
  'STARTUP_FINANCIAL_READ',
  'STARTUP_FINANCIAL_WRITE',
  'STARTUP_IAM_READ',
  'STARTUP_IAM_WRITE',
  'ORGANIZATION_FINANCIAL_READ',
  'ORGANIZATION_FINANCIAL_WRITE',
  'ORGANIZATION_IAM_READ',
  'ORGANIZATION_IAM_WRITE',
  'IAM_FULL_ACCESS',
  'FINANCIAL_FULL_ACCESS',
] as const;
export type Scope = (typeof SCOPES)[number];

/** Scopes that may be granted on a startup (spec §6). */
export const GRANTABLE_STARTUP_SCOPES: readonly Scope[] = [
  'FULL_ACCESS',
  'READ',
  'WRITE',
  'STARTUP_FINANCIAL_READ',
  'STARTUP_FINANCIAL_WRITE',
  'IAM_FULL_ACCESS',
  'FINANCIAL_FULL_ACCESS',
];

export const PREMIUM_PACKAGES = [
  'business-yearly',
  'business-monthly',
  'personal-yearly',
  'personal-monthly',
] as const;
export const FEATURE_PACKAGES = [
  'talent-search-personal',
  'startup-search-personal',
  'organization-search-personal',
] as const;
export type PackageKey = (typeof PREMIUM_PACKAGES)[number] | (typeof FEATURE_PACKAGES)[number];
export const PACKAGE_KEYS: readonly PackageKey[] = [...PREMIUM_PACKAGES, ...FEATURE_PACKAGES];

/** Kinds of entity that access rows point at; the entity id is `<kind>:<numeric id>`. */
export const ENTITY_KINDS = ['startup', 'organization', 'provider', 'program'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** The entity id of a startup, organization, provider or program: `startup:42`. */
export function entityKey(kind: EntityKind, id: number): string {
  return `${kind}:${id}`;
}

/** `{ kind, id }` of an entity id made by `entityKey`, or null (`admin`, `rapor-admin`…). */
export function parseEntityKey(entityId: string): { kind: EntityKind; id: number } | null {
  const m = /^(startup|organization|provider|program):(\d+)$/.exec(entityId);
  return m ? { kind: m[1] as EntityKind, id: Number(m[2]) } : null;
}

export interface AccessEntry {
  entityId: string;
  scopes: string[];
}

/** Scopes implied by holding `scope` (FULL_ACCESS implies every scope). */
function implied(scope: string): readonly string[] {
  switch (scope) {
    case 'FULL_ACCESS':
      return SCOPES;
    case 'IAM_FULL_ACCESS':
      return [
        'IAM_FULL_ACCESS',
        'STARTUP_IAM_READ',
        'STARTUP_IAM_WRITE',
        'ORGANIZATION_IAM_READ',
        'ORGANIZATION_IAM_WRITE',
      ];
    case 'FINANCIAL_FULL_ACCESS':
      return [
        'FINANCIAL_FULL_ACCESS',
        'STARTUP_FINANCIAL_READ',
        'STARTUP_FINANCIAL_WRITE',
        'ORGANIZATION_FINANCIAL_READ',
        'ORGANIZATION_FINANCIAL_WRITE',
      ];
    case 'WRITE':
      return ['WRITE', 'READ'];
    case 'STARTUP_FINANCIAL_WRITE':
      return ['STARTUP_FINANCIAL_WRITE', 'STARTUP_FINANCIAL_READ'];
    case 'STARTUP_IAM_WRITE':
      return ['STARTUP_IAM_WRITE', 'STARTUP_IAM_READ'];
    case 'ORGANIZATION_FINANCIAL_WRITE':
      return ['ORGANIZATION_FINANCIAL_WRITE', 'ORGANIZATION_FINANCIAL_READ'];
    case 'ORGANIZATION_IAM_WRITE':
      return ['ORGANIZATION_IAM_WRITE', 'ORGANIZATION_IAM_READ'];
    case 'PROFILE_WRITE':
      return ['PROFILE_WRITE', 'PROFILE_READ'];
    default:
      return [scope];
  }
}

/** Every scope `access` gives on `entityId`, implications included. */
export function effectiveScopes(access: readonly AccessEntry[], entityId: string): Set<string> {
  const held = new Set<string>();
  for (const entry of access)
    if (entry.entityId === entityId) for (const s of entry.scopes) for (const i of implied(s)) held.add(i);
  return held;
}

/** True when `access` gives `scope` on `entityId`. */
export function hasScope(access: readonly AccessEntry[], entityId: string, scope: Scope): boolean {
  return effectiveScopes(access, entityId).has(scope);
}

/** True when any listed (entity, scope) pair is held — the route permission guard of spec §2. */
export function passesGuard(
  access: readonly AccessEntry[],
  required: ReadonlyArray<{ entityId: string; scope: Scope }>,
): boolean {
  return required.some((r) => hasScope(access, r.entityId, r.scope));
}

/**
 * Admin: FULL_ACCESS on `admin`, optionally prefixed by a source id (`tr-admin`). Not
 * `rapor-admin`: a report admin manages reports only (spec §6), see {@link isReportAdmin}.
 */
export function isAdmin(access: readonly AccessEntry[]): boolean {
  return access.some(
    (a) =>
      /^(?:[\w.]+-)?admin$/.test(a.entityId) &&
      a.entityId !== 'rapor-admin' &&
      a.scopes.includes('FULL_ACCESS'),
  );
}

/** Super admin: FULL_ACCESS on plain `admin`. */
export function isSuperAdmin(access: readonly AccessEntry[]): boolean {
  return hasScope(access, 'admin', 'FULL_ACCESS');
}

/** Report admin: FULL_ACCESS on `rapor-admin`. */
export function isReportAdmin(access: readonly AccessEntry[]): boolean {
  return hasScope(access, 'rapor-admin', 'FULL_ACCESS');
}

/** Premium: an active business or personal package (spec §6). */
export function isPremiumPackage(packageKey: string): boolean {
  return (PREMIUM_PACKAGES as readonly string[]).includes(packageKey);
}

/** Ids of the entities of `kind` the access list gives `scope` on (any scope when omitted). */
export function entityIdsOf(access: readonly AccessEntry[], kind: EntityKind, scope?: Scope): number[] {
  const ids = access.flatMap((a) => {
    const key = parseEntityKey(a.entityId);
    return key?.kind === kind && (!scope || hasScope(access, a.entityId, scope)) ? [key.id] : [];
  });
  return [...new Set(ids)];
}

/** Entity ids of admin roles: `admin`, `<source>-admin`, `rapor-admin` (a regular expression for JavaScript and PostgreSQL). */
export const ADMIN_ENTITY_PATTERN = '^([A-Za-z0-9_.]+-)?admin$';
