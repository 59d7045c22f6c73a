/**
 * Types management calls under /api/v2/admin/types/… (issue 17 §1 types; D §6 "Super admin:
 * … types"): the lists with their item counts, one list's items with their use counts, adding,
 * renaming, activating/deactivating, moving and deleting an item. Super admins only: visitors get
 * 401 and everybody else 403 'access.invalid', checked before any body is read. Thin: each call
 * parses its input and hands it to ./types-admin.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import {
  createTypeItem,
  deleteTypeItem,
  listTypeCategories,
  listTypeItems,
  moveTypeItem,
  renameTypeItem,
  setTypeItemActive,
} from './types-admin';
import { requireAdminRole } from '@/modules/admin/access';
import { typeActiveInput, typeItemInput, typeMoveInput, typeNamesInput } from './types-admin-validation';

const BASE = '/api/v2/admin/types';
const tags = ['Types management'];

const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin (FULL_ACCESS on `admin`)' },
  404: { ...json(errorEnvelope), description: 'No such list or item' },
};
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const conflict = (description: string) => ({ 409: { ...json(errorEnvelope), description } });
const idParam = z.object({ id: coercedInt32({ min: 1 }) });

const categoryView = z
  .object({
    id: z.number().int().describe('List id (items are id × 1000 + 1 … 999)'),
    key: z.string().describe('List key, e.g. startupSector'),
    nameEn: z.string(),
    nameTr: z.string(),
    itemCount: z.number().int(),
    activeCount: z.number().int(),
  })
  .openapi('TypeCategoryAdmin');

const itemView = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int(),
    key: z.string(),
    nameEn: z.string(),
    nameTr: z.string(),
    slugEn: z.string().describe('Address word in English (kept while the item is used)'),
    slugTr: z.string().describe('Address word in Turkish (kept while the item is used)'),
    sortOrder: z.number().int(),
    active: z.boolean().describe('false: not offered for new choices; stored references still show'),
    inUse: z.number().int().describe('Rows that store this item'),
  })
  .openapi('TypeItemAdmin');

const listView = z.object({ category: categoryView, items: z.array(itemView) }).openapi('TypeListAdmin');

const routes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/categories`,
      tags,
      summary: 'Every typed list with its number of items and of active items',
      responses: { ...answer(z.array(categoryView), 'The lists'), ...failures },
    }),
    async (c) => ok(c, await listTypeCategories(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/categories/{id}/items`,
      tags,
      summary: "One list's items in order, active or not, each with the number of rows that use it",
      request: { params: idParam },
      responses: { ...answer(listView, 'The list and its items'), ...failures },
    }),
    async (c) => ok(c, await listTypeItems(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/categories/{id}/items`,
      tags,
      summary: "Add an item at the end of a list (the list's next free id; slugs from the names)",
      request: { params: idParam, body: jsonBody(typeItemInput) },
      responses: {
        ...answer(itemView, 'The new item'),
        ...failures,
        ...conflict("Another item has this name ('refType.name_taken'), or the list is full"),
      },
    }),
    async (c) => ok(c, await createTypeItem(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/items/{id}`,
      tags,
      summary: "Rename an item (an item in use keeps its slugs, so addresses don't change)",
      request: { params: idParam, body: jsonBody(typeNamesInput) },
      responses: {
        ...answer(itemView, 'The item'),
        ...failures,
        ...conflict("Another item has this name ('refType.name_taken')"),
      },
    }),
    async (c) => ok(c, await renameTypeItem(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${BASE}/items/{id}/active`,
      tags,
      summary: 'Activate or deactivate an item',
      request: { params: idParam, body: jsonBody(typeActiveInput) },
      responses: { ...answer(itemView, 'The item'), ...failures },
    }),
    async (c) =>
      ok(c, await setTypeItemActive(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/items/{id}/move`,
      tags,
      summary: 'Move an item one place up or down in its list',
      request: { params: idParam, body: jsonBody(typeMoveInput) },
      responses: { ...answer(listView, 'The list in its new order'), ...failures },
    }),
    async (c) => ok(c, await moveTypeItem(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/items/{id}`,
      tags,
      summary: 'Delete an item nothing uses',
      request: { params: idParam },
      responses: {
        200: { ...json(envelopeOf(z.object({ deleted: z.literal(true) }))), description: 'Deleted' },
        ...failures,
        ...conflict(
          "'This type is in use and cannot be deleted; deactivate it instead.' (`refType.in_use`, with the count)",
        ),
      },
    }),
    async (c) => {
      await deleteTypeItem(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  );

/** Every types management call; the right is checked before a route reads its body. */
export const typesAdminApi = createRouter()
  .use(`${BASE}/*`, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'super');
    await next();
  })
  .route('/', routes);
