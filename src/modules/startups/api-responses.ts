/** OpenAPI parts shared by the startup write routers (API.md envelope and statuses, v1 body pieces). */
import { int32 } from '@/lib/int32';
import { z } from '@hono/zod-openapi';
import { envelopeOf, errorEnvelope, json } from '@/server/api/envelope';

export const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input (data.fields names each invalid field)' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "The scope is missing ('Invalid access')" },
  404: { ...json(errorEnvelope), description: 'Unknown startup' },
  409: {
    ...json(errorEnvelope),
    description:
      "'Visibility status must be on to edit this startup.' / 'this entry already exists' / 'An admin hid this startup; contact support.' (showing a startup an admin hid)",
  },
};

export const done = { 200: { ...json(envelopeOf(z.null())), description: 'Done' }, ...failures };

/** The startup id in v1 Company bodies. */
export const companyId = int32().positive();

/** A team member or mentor as the Company calls send it. */
export const teamMemberBody = z.object({
  id: int32().nullable().optional().describe('the member to update (PUT); absent → a new member'),
  name: z.string().max(100),
  surname: z.string().max(100),
  title: z.string().max(150).nullable().optional(),
  positionId: int32().nullable().optional(),
  isMentor: z.boolean().optional(),
  shareValue: z.number().nullable().optional().describe('cap table share, percent 0–100'),
  professionId: int32().nullable().optional(),
  howLongKnown: z.string().max(200).nullable().optional(),
  whereMet: z.string().max(200).nullable().optional(),
});
