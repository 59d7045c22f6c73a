/** /profile/invitations (TR /tr/profilim/davetler; spec §2 account pages): received team invitations with Waiting, Accepted, Declined tabs. */
import { invitationsMetadata, renderInvitationsPage } from '@/modules/startups/ui/invitations-page';

type Props = Parameters<typeof renderInvitationsPage>[0];

export const generateMetadata = invitationsMetadata;

export default function InvitationsPage(props: Props) {
  return renderInvitationsPage(props, '/profile/invitations');
}
