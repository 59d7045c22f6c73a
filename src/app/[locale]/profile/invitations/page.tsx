/** /profile/invitations (TR /tr/profilim/davetler; spec §2 account pages): received team invitations with Waiting, Accepted, Declined tabs. */
import { renderInvitationsPage } from '@/modules/startups/ui/invitations-page';
import { privatePageMetadata } from '@/ui/seo';

type Props = Parameters<typeof renderInvitationsPage>[0];

export const generateMetadata = privatePageMetadata('invitations', 'title');

export default function InvitationsPage(props: Props) {
  return renderInvitationsPage(props, '/profile/invitations');
}
