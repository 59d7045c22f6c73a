/** Forwards to the REST API (src/app/_api/app.ts). */
import { forwardToApi } from '@/app/_api/app';

export const dynamic = 'force-dynamic';
export const GET = forwardToApi;
export const POST = forwardToApi;
export const PUT = forwardToApi;
export const PATCH = forwardToApi;
export const DELETE = forwardToApi;
