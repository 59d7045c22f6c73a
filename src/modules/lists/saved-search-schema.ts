/**
 * The "Save this search" form's fields (issue 18 §5), shared by the browser form and read by the
 * API's rules in ./saved-searches.ts (which checks the same limits again on the server).
 * Client-safe: no server imports.
 */
import { z } from 'zod';

/** The alert frequencies (./saved-searches.ts SAVED_SEARCH_FREQUENCIES). */
export const FREQUENCIES = ['daily', 'weekly', 'never'] as const;

/** Name (1–80 characters after trimming) and alert frequency. */
export const saveSearchSchema = z.object({
  name: z.string().trim().min(1, 'savedSearches.name_required').max(80),
  frequency: z.enum(FREQUENCIES),
});
