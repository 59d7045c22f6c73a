/**
 * Report management calls for categories (with their covers and gallery pages) and types (issue
 * 16 §2; D §7 Reports "management create, update, delete for category, type; cover and gallery
 * photo upload (multipart Id, File, locale id) and delete (Id, Url). Category create sends
 * targetCountryIds as ids"). Part of `reportsAdminApi` (./admin-api.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { jsonBody, ok } from '@/server/api/envelope';
import { imageUploadResponses } from '@/server/api/uploads';
import { UnsupportedMediaTypeError, ValidationError } from '@/server/errors';
import {
  createCategory,
  createType,
  deleteCategory,
  deleteCategoryImage,
  deleteType,
  getCategoryForAdmin,
  listCategoriesForAdmin,
  listTypesForAdmin,
  updateCategory,
  updateType,
  uploadCategoryImage,
} from './admin';
import { categoryInput, typeInput } from './admin-validation';
import {
  answer,
  BASE,
  bytesOf,
  categoryView,
  conflict,
  deleted,
  failures,
  idParam,
  multipartBody,
  notFound,
  tags,
  typeView,
} from './admin-api-schemas';

/** Categories with their images, and types. */
export const categoriesAdminApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/categories`,
      tags,
      summary: 'Every report category with its locales, cover and gallery per language',
      responses: { ...answer(z.array(categoryView), 'Categories'), ...failures },
    }),
    async (c) => ok(c, await listCategoriesForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/categories`,
      tags,
      summary: 'Create a report category (targetCountryIds as ids; a name and description per language)',
      request: { body: jsonBody(categoryInput) },
      responses: {
        ...answer(categoryView, 'The category'),
        ...failures,
        ...conflict("'This address is already used'"),
      },
    }),
    async (c) => ok(c, await createCategory(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/categories/{id}`,
      tags,
      summary: 'One report category',
      request: { params: idParam },
      responses: { ...answer(categoryView, 'The category'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getCategoryForAdmin(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/categories/{id}`,
      tags,
      summary: "Update a report category's address, countries, order, switch, names and descriptions",
      request: { params: idParam, body: jsonBody(categoryInput) },
      responses: {
        ...answer(categoryView, 'The category'),
        ...failures,
        ...notFound,
        ...conflict("'This address is already used'"),
      },
    }),
    async (c) => ok(c, await updateCategory(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/categories/{id}`,
      tags,
      summary: 'Delete a report category without reports (with its images)',
      request: { params: idParam },
      responses: { ...deleted, ...failures, ...notFound, ...conflict('The category still has reports') },
    }),
    async (c) => {
      await deleteCategory(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/categories/{id}/photos`,
      tags,
      summary:
        "Upload a category's cover (replaces it) or a gallery page, for the language of `LocaleId` (multipart Id, File, LocaleId, Kind)",
      request: {
        params: idParam,
        body: multipartBody(
          z.object({
            Id: coercedInt32({ min: 1 }).optional().describe('The category id, as in the path'),
            File: z.any().describe('JPEG, PNG, WebP or GIF, at most 5 MB'),
            LocaleId: coercedInt32({ min: 1 }).describe("The category locale's id (its language)"),
            Kind: z.enum(['cover', 'gallery']),
          }),
        ),
      },
      responses: {
        ...answer(categoryView, 'The category'),
        ...failures,
        ...notFound,
        ...conflict('The gallery of this language is full'),
        413: imageUploadResponses[413],
        415: imageUploadResponses[415],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const form = c.req.valid('form');
      if (form.Id !== undefined && form.Id !== id)
        throw new ValidationError('generic.invalid_input', { Id: 'generic.invalid_field' });
      const bytes = await bytesOf(form.File);
      if (!bytes) throw new UnsupportedMediaTypeError('file.not_image');
      return ok(
        c,
        await uploadCategoryImage(await apiCtx(c), {
          categoryId: id,
          localeId: form.LocaleId,
          kind: form.Kind,
          bytes,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/categories/{id}/photos`,
      tags,
      summary: "Remove a category's cover or gallery page by its address (Id, Url)",
      request: {
        params: idParam,
        body: jsonBody(
          z.object({
            Id: coercedInt32({ min: 1 }).optional().describe('The category id, as in the path'),
            Url: z.string().min(1).max(2000).describe('The address of the image (any of its sizes)'),
          }),
        ),
      },
      responses: { ...answer(categoryView, 'The category'), ...failures, ...notFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.Id !== undefined && body.Id !== id)
        throw new ValidationError('generic.invalid_input', { Id: 'generic.invalid_field' });
      return ok(c, await deleteCategoryImage(await apiCtx(c), id, body.Url));
    },
  );

/** Report types. */
export const typesAdminApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/types`,
      tags,
      summary: 'Every report type with the number of reports of each',
      responses: { ...answer(z.array(typeView), 'Types'), ...failures },
    }),
    async (c) => ok(c, await listTypesForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/types`,
      tags,
      summary: 'Create a report type (English and Turkish names)',
      request: { body: jsonBody(typeInput) },
      responses: { ...answer(typeView, 'The type'), ...failures },
    }),
    async (c) => ok(c, await createType(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/types/{id}`,
      tags,
      summary: 'Update a report type',
      request: { params: idParam, body: jsonBody(typeInput) },
      responses: { ...answer(typeView, 'The type'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await updateType(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/types/{id}`,
      tags,
      summary: 'Delete a report type no report uses',
      request: { params: idParam },
      responses: { ...deleted, ...failures, ...notFound, ...conflict("'This type is used by N reports'") },
    }),
    async (c) => {
      await deleteType(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  );
