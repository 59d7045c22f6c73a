/** OpenAPI failure responses shared by the startup write routers (API.md envelope and statuses). */
import { z } from '@hono/zod-openapi';
import { envelopeOf, errorEnvelope, json } from '@/server/api/envelope';

export const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input (data.fields names each invalid field)' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "The scope is missing ('Invalid access')" },
  404: { ...json(errorEnvelope), description: 'Unknown startup' },
  409: {
    ...json(errorEnvelope),
    description: "'Visibility status must be on to edit this startup.' / 'this entry already exists'",
  },
};

export const done = { 200: { ...json(envelopeOf(z.null())), description: 'Done' }, ...failures };
