/**
 * The list calls (issue 18 §5), for the signed-in owner unless marked public:
 * - `GET /api/v2/lists`, `POST /api/v2/lists` {name}: the viewer's lists; create one.
 * - `GET|PATCH|DELETE /api/v2/lists/{id}`: a list with its entries; rename; delete.
 * - `POST /api/v2/lists/{id}/items` {kind, entityId, note?}: add an entry (kept once).
 * - `PATCH|DELETE /api/v2/lists/{id}/items/{itemId}` {note}: set a note; remove an entry.
 * - `PUT /api/v2/lists/{id}/sharing` {shared}: share read-only by link or stop.
 * - `GET /api/v2/lists/{id}/export`: the list as xlsx (premium; counted in the export pool).
 * - `GET /api/v2/lists/holding?kind&entityId`: the viewer's lists and whether each holds the entry.
 * - `GET /api/v2/shared-lists/{token}` (public): a shared list without notes.
 * Thin: rules live in ./lists.ts and ./export.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { SEARCH_KINDS } from '@/modules/search/global-search';
import {
  addListItem,
  createList,
  deleteList,
  getList,
  getSharedList,
  LIST_ENTRY_KINDS,
  LIST_NAME_MAX,
  listsHolding,
  myLists,
  NOTE_MAX,
  removeListItem,
  renameList,
  setListItemNote,
  setListSharing,
} from './lists';
import { exportList } from './export';

const tags = ['Lists'];
const kind = z.enum(LIST_ENTRY_KINDS);
const entry = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    id: z.string(),
    name: z.string(),
    seoUrl: z.string(),
    image: z.string().nullable(),
    subtitle: z.string().nullable(),
  })
  .describe("The entry's name, page (by kind and seoUrl) and picture");
const summary = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  counts: z.object({ startup: z.number().int(), person: z.number().int(), organization: z.number().int() }),
  shareToken: z.string().nullable().describe('Set while shared read-only by link (/lists/shared/{token})'),
  updatedAt: z.string().describe('UTC ISO-8601'),
});
const item = z.object({
  id: z.number().int(),
  kind,
  entityId: z.string(),
  note: z.string(),
  addedAt: z.string().describe('UTC ISO-8601'),
  entry: entry.nullable().describe('null: no longer public'),
});
const listId = z.object({ id: coercedInt32({ min: 1 }) });
const itemPath = listId.extend({ itemId: coercedInt32({ min: 1 }) });
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  404: { ...json(errorEnvelope), description: "'No such list.' (also for another user's list)" },
};
const done = { 200: { ...json(envelopeOf(z.null())), description: 'Done' }, ...failures };
const name = z
  .string()
  .max(LIST_NAME_MAX * 2)
  .describe(`1–${LIST_NAME_MAX} characters`);
const note = z
  .string()
  .max(NOTE_MAX * 2)
  .describe(`At most ${NOTE_MAX} characters`);

export const listsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/lists',
      tags,
      summary: 'The viewer’s lists, last changed first',
      responses: {
        200: { ...json(envelopeOf(z.array(summary))), description: 'The lists' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await myLists(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/lists',
      tags,
      summary: 'Create a list (at most 50 a user)',
      request: { body: jsonBody(z.object({ name })) },
      responses: {
        200: { ...json(envelopeOf(z.object({ id: z.number().int() }))), description: 'The new list’s id' },
        ...failures,
      },
    }),
    async (c) => ok(c, { id: await createList(await apiCtx(c), c.req.valid('json').name) }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/lists/holding',
      tags,
      summary: 'The viewer’s lists and whether each holds an entry (the add-to-list menu)',
      request: { query: z.object({ kind, entityId: z.string().min(1).max(64) }) },
      responses: {
        200: {
          ...json(
            envelopeOf(z.array(z.object({ id: z.number().int(), name: z.string(), holds: z.boolean() }))),
          ),
          description: 'Every list of the viewer, by name',
        },
        401: failures[401],
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await listsHolding(await apiCtx(c), q.kind, q.entityId));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/lists/{id}',
      tags,
      summary: 'A list with its entries, newest first',
      request: { params: listId },
      responses: {
        200: { ...json(envelopeOf(summary.extend({ items: z.array(item) }))), description: 'The list' },
        401: failures[401],
        404: failures[404],
      },
    }),
    async (c) => ok(c, await getList(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/api/v2/lists/{id}',
      tags,
      summary: 'Rename a list',
      request: { params: listId, body: jsonBody(z.object({ name })) },
      responses: done,
    }),
    async (c) => {
      await renameList(await apiCtx(c), c.req.valid('param').id, c.req.valid('json').name);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/lists/{id}',
      tags,
      summary: 'Delete a list and its entries',
      request: { params: listId },
      responses: done,
    }),
    async (c) => {
      await deleteList(await apiCtx(c), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/lists/{id}/items',
      tags,
      summary: 'Add a public startup, person or organization (kept once; a note given replaces the old one)',
      request: {
        params: listId,
        body: jsonBody(
          z.object({
            kind,
            entityId: z
              .string()
              .min(1)
              .max(64)
              .describe('A startup’s or organization’s id, a person’s user id'),
            note: note.optional(),
          }),
        ),
      },
      responses: {
        200: { ...json(envelopeOf(z.object({ itemId: z.number().int() }))), description: 'The entry' },
        ...failures,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return ok(c, { itemId: await addListItem(await apiCtx(c), c.req.valid('param').id, body) });
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/api/v2/lists/{id}/items/{itemId}',
      tags,
      summary: 'Set an entry’s note',
      request: { params: itemPath, body: jsonBody(z.object({ note })) },
      responses: done,
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      await setListItemNote(await apiCtx(c), id, itemId, c.req.valid('json').note);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/lists/{id}/items/{itemId}',
      tags,
      summary: 'Remove an entry',
      request: { params: itemPath },
      responses: done,
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      await removeListItem(await apiCtx(c), id, itemId);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/lists/{id}/sharing',
      tags,
      summary: 'Share a list read-only by link, or stop (the old link stops working)',
      request: { params: listId, body: jsonBody(z.object({ shared: z.boolean() })) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ shareToken: z.string().nullable() }))),
          description: 'The token while shared',
        },
        ...failures,
      },
    }),
    async (c) => {
      const token = await setListSharing(
        await apiCtx(c),
        c.req.valid('param').id,
        c.req.valid('json').shared,
      );
      return ok(c, { shareToken: token });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/lists/{id}/export',
      tags,
      summary: 'The list as an Excel file (premium; each entry counts as one row of the month’s export pool)',
      request: { params: listId },
      responses: {
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().openapi({ format: 'binary' }),
            },
          },
          description: 'The file',
        },
        ...failures,
        402: { ...json(errorEnvelope), description: 'No premium package, or the month’s rows are used up' },
      },
    }),
    async (c) => {
      const file = await exportList(await apiCtx(c), c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/shared-lists/{token}',
      tags,
      summary: 'A list shared by link: its name, owner’s first name and public entries (no notes)',
      request: {
        params: z.object({
          token: z
            .string()
            .min(1)
            .max(64)
            .openapi({ param: { name: 'token', in: 'path' } }),
        }),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                name: z.string(),
                ownerName: z.string(),
                updatedAt: z.string(),
                entries: z.array(entry),
              }),
            ),
          ),
          description: 'The shared list',
        },
        404: { ...json(errorEnvelope), description: "'No such list.' (unknown or no longer shared)" },
      },
    }),
    async (c) => ok(c, await getSharedList(await apiCtx(c), c.req.valid('param').token)),
  );
