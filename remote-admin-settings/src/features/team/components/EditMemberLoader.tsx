import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeamMember } from '@portal/shared/entities/staff';
import { PATHS } from '@portal/shared/navigation/paths';
import { ErrorMessage, LoadingMessage } from '../../../components/StatusMessage';
import { useApiData } from '@portal/web/api/useApiData';
import { fetchTeamMemberInfo } from '../api/teamMemberInfo';

interface Props {
  id: number;
  /** `reload` fetches the member again, e.g. after an edit refused as stale. */
  children(member: TeamMember, reload: () => void): ReactNode;
}

/** Loads the member of /admin/manage-team/{id} and renders the prefilled form for it. */
export function EditMemberLoader({ id, children }: Props) {
  const load = useCallback(() => fetchTeamMemberInfo(id), [id]);
  const member = useApiData(load);
  if (member.state === 'error') {
    return (
      <>
        <ErrorMessage message={member.error} onRetry={member.reload} />
        <Link to={PATHS.manageTeam}>Add a new member instead</Link>
      </>
    );
  }
  if (member.state !== 'ready') return <LoadingMessage label="Loading team member…" />;
  return <>{children(member.data, member.reload)}</>;
}
