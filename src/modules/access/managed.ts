/**
 * What the signed-in user manages (issue 15 §5 `/dashboard/management`; dashboard-and-operations
 * §2 "Management", §3 "Entity access"): every startup, organization, provider and program they
 * hold access rows on, with its name, public address and the scopes held, grouped by kind.
 * Access rows of entities that no longer exist are left out; `admin` rows are not entities.
 * Also answered by `GET /api/v2/identity/managed` (the dashboard menu's submenus load it).
 */
import { inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { UnauthorizedError } from '@/server/errors';
import { startups } from '@/modules/startups/schema';
import { organizations, programs } from '@/modules/organizations/schema';
import { providers } from '@/modules/providers/schema';
import { entityKey, hasScope, parseEntityKey, type EntityKind } from './permissions';

export interface ManagedEntity {
  kind: EntityKind;
  id: number;
  name: string;
  seoUrl: string;
  scopes: string[];
  /** Whether the viewer's scopes (FULL_ACCESS, WRITE…) let them edit it. */
  canWrite: boolean;
}

/**
 * The viewer's managed entities, each kind sorted by name.
 * Output: `{ startup: [...], organization: [...], provider: [...], program: [...] }`.
 * @throws UnauthorizedError for visitors.
 */
export async function listManagedEntities(ctx: Ctx): Promise<Record<EntityKind, ManagedEntity[]>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  return managedEntitiesOf(ctx, ctx.viewer.access);
}

/**
 * The entities an access list points at (any user's: the admin area's user details, issue 17
 * §1), each kind sorted by name in `ctx.locale`; rows of entities that no longer exist left out.
 * No right is checked here: callers check theirs first.
 */
export async function managedEntitiesOf(
  ctx: Ctx,
  access: ReadonlyArray<{ entityId: string; scopes: string[] }>,
): Promise<Record<EntityKind, ManagedEntity[]>> {
  const byKind: Record<EntityKind, Map<number, string[]>> = {
    startup: new Map(),
    organization: new Map(),
    provider: new Map(),
    program: new Map(),
  };
  for (const entry of access) {
    const key = parseEntityKey(entry.entityId);
    if (key) byKind[key.kind].set(key.id, entry.scopes);
  }
  const load = async (
    kind: EntityKind,
    table: typeof startups | typeof organizations | typeof providers | typeof programs,
  ): Promise<ManagedEntity[]> => {
    const ids = [...byKind[kind].keys()];
    if (!ids.length) return [];
    const rows = await ctx.db
      .select({ id: table.id, name: table.name, seoUrl: table.seoUrl })
      .from(table)
      .where(inArray(table.id, ids));
    return rows
      .map((r) => ({
        kind,
        id: r.id,
        name: r.name,
        seoUrl: r.seoUrl,
        scopes: byKind[kind].get(r.id) ?? [],
        canWrite: hasScope(access, entityKey(kind, r.id), 'WRITE'),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  };
  const [startup, organization, provider, program] = await Promise.all([
    load('startup', startups),
    load('organization', organizations),
    load('provider', providers),
    load('program', programs),
  ]);
  return { startup, organization, provider, program };
}
