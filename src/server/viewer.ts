/**
 * Resolves the viewer of a request from its session cookie or bearer token.
 * Sign-in arrives with the accounts issue; until then every request is a visitor, so
 * premium filters are refused for everyone but service-level callers that pass a viewer.
 */
import { ANONYMOUS_VIEWER, type Viewer } from './context';

/** The viewer for these request headers (currently always the anonymous visitor). */
export async function resolveViewer(_headers: Headers): Promise<Viewer> {
  return ANONYMOUS_VIEWER;
}
