import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeamMember } from '@portal/shared/entities/staff';
import { PATHS } from '@portal/shared/navigation/paths';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { ErrorMessage, LoadingMessage } from '../../../components/StatusMessage';
import { teamMemberInfoQuery } from '../api/teamMemberInfo';

interface Props {
  id: number;
  children(member: TeamMember): ReactNode;
}

/** Loads the member of /admin/manage-team/{id} and renders the prefilled form for it. */
export function EditMemberLoader({ id, children }: Props) {
  const member = useApiQuery(teamMemberInfoQuery(id));
  if (member.state === 'error') {
    return (
      <>
        <ErrorMessage message={member.error} onRetry={member.reload} />
        <Link to={PATHS.manageTeam}>Add a new member instead</Link>
      </>
    );
  }
  // Another member's form never shows while this one loads.
  if (member.state !== 'ready') return <LoadingMessage label="Loading team member…" />;
  return <>{children(member.data)}</>;
}
