/** Every module's tables, gathered for the Drizzle client (modules own their schema files). */
import * as reference from '@/modules/reference/schema';
import * as organizations from '@/modules/organizations/schema';
import * as people from '@/modules/people/schema';
import * as startups from '@/modules/startups/schema';
import * as identity from '@/modules/identity/schema';
import * as access from '@/modules/access/schema';
import * as profiles from '@/modules/profiles/schema';
import * as platform from '@/modules/platform/schema';
import * as jobs from '@/modules/jobs/schema';
import * as notifications from '@/modules/notifications/schema';
import * as messaging from '@/modules/messaging/schema';
import * as payments from '@/modules/payments/schema';
import * as reports from '@/modules/reports/schema';
import * as site from '@/modules/site/schema';
import * as moderation from '@/modules/moderation/schema';
import * as operations from '@/modules/operations/schema';
import * as imports from '@/modules/imports/schema';
import * as graph from '@/modules/graph/schema';
import * as lists from '@/modules/lists/schema';

export const schema = {
  ...reference,
  ...organizations,
  ...people,
  ...startups,
  ...identity,
  ...access,
  ...profiles,
  ...platform,
  ...jobs,
  ...notifications,
  ...messaging,
  ...payments,
  ...reports,
  ...site,
  ...moderation,
  ...operations,
  ...imports,
  ...graph,
  ...lists,
};
export type Schema = typeof schema;
