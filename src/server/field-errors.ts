/**
 * The ValidationError of a set of field problems (field → message key), shared by the edit
 * services (startups, organizations).
 */
import { SOCIAL_NAMES, type SocialNetwork } from '@/lib/links';
import { ValidationError } from './errors';

/**
 * Throws the ValidationError of `fields`. Its key is the fields' key when they all share one
 * ('startup.patent_incomplete'), else 'generic.invalid_input'; 'Please enter a valid X URL.'
 * names the first refused network (a field named after it, or `<i>.<network>`).
 */
export function failWithFields(fields: Record<string, string>): never {
  const keys = [...new Set(Object.values(fields))];
  const network = Object.entries(fields).find(([, key]) => key === 'validation.social_link')?.[0];
  throw new ValidationError(
    keys.length === 1 ? keys[0]! : 'generic.invalid_input',
    fields,
    network ? { network: SOCIAL_NAMES[network.split('.').pop() as SocialNetwork] ?? network } : {},
  );
}
