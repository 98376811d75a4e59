import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import type { TeamMemberInput } from '@portal/shared/api/apiRoutes';
import type { TeamMember } from '@portal/shared/entities/staff';
import { PATHS } from '@portal/shared/navigation/paths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { sessionStore } from '@portal/web/session/sessionStore';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { ErrorMessage, LoadingMessage } from '../components/StatusMessage';
import { EditMemberLoader } from '../features/team/components/EditMemberLoader';
import { TeamMemberForm } from '../features/team/components/TeamMemberForm';
import { TeamMemberList } from '../features/team/components/TeamMemberList';
import { useDeleteMember } from '../features/team/hooks/useDeleteMember';
import { useUnlockMember } from '../features/team/hooks/useUnlockMember';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import '../styles/adminSettings.css';
import { teamMemberListQuery } from '../features/team/api/teamMemberList';
import { teamMemberTypesQuery } from '../features/team/api/teamMemberTypes';

/** The route's member id: null when adding, NaN when the link is broken. */
function memberIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : Number.NaN;
}

/** A change to one's own e-mail, password or type ends one's sessions on the server. */
function endsOwnSession(before: TeamMember, input: TeamMemberInput, userId: number): boolean {
  return (
    before.id === userId &&
    (input.password !== '' || input.email !== before.email || input.type !== before.type)
  );
}

/**
 * Manage Team: the team form (add, or edit at /admin/manage-team/{id}) and the member list.
 * A change made here, or refused, refetches the list and the member by itself (the cache is
 * invalidated), to show the team as it is now.
 */
export default function ManageTeamScreen({ title }: ScreenProps) {
  const { teamMemberId } = useParams<{ teamMemberId?: string }>();
  const editingId = memberIdOf(teamMemberId);
  const navigate = useNavigate();
  const user = useStore(sessionStore, (state) => state.user);

  const members = useApiQuery(teamMemberListQuery());
  const types = useApiQuery(teamMemberTypesQuery());

  const deletion = useDeleteMember((deleted) => {
    if (deleted.id === editingId) void navigate(PATHS.manageTeam);
  });
  const unlocking = useUnlockMember();

  if (!user) return null;

  function saved(before: TeamMember | null, input: TeamMemberInput) {
    if (before && user && endsOwnSession(before, input, user.id)) {
      // The form has ended the stored session already.
      toast('Your account changed: please sign in again.');
      void navigate(PATHS.login, { replace: true });
      return;
    }
    if (before) void navigate(PATHS.manageTeam);
  }

  const form = (member: TeamMember | null) => (
    <TeamMemberForm
      member={member}
      types={types.data}
      endsOwnSession={(input) => member !== null && endsOwnSession(member, input, user.id)}
      onSaved={(_, input) => saved(member, input)}
      onCancel={() => void navigate(PATHS.manageTeam)}
    />
  );

  return (
    <div className="settings-screen">
      <ScreenTitleBar title={title} />
      <section className="panel" aria-labelledby="team-form-heading">
        <h2 id="team-form-heading">
          {editingId === null ? 'Add Team Member' : 'Edit Team Member'}
        </h2>
        {types.state === 'error' && <ErrorMessage message={types.error} onRetry={types.reload} />}
        {editingId === null ? (
          form(null)
        ) : Number.isNaN(editingId) ? (
          <>
            <ErrorMessage message="This team member link is not valid." />
            <Link to={PATHS.manageTeam}>Add a new member instead</Link>
          </>
        ) : (
          <EditMemberLoader id={editingId}>{(member) => form(member)}</EditMemberLoader>
        )}
      </section>

      <section className="panel" aria-labelledby="team-list-heading">
        <div className="panel-heading">
          <h2 id="team-list-heading">Team Member List</h2>
          {members.data && <span className="muted">{members.data.length} members</span>}
        </div>
        {members.state === 'error' && (
          <ErrorMessage message={members.error} onRetry={members.reload} />
        )}
        {members.data ? (
          <TeamMemberList
            members={members.data}
            currentUserId={user.id}
            currentRole={user.type}
            editingId={editingId}
            onDelete={deletion.ask}
            unlockingId={unlocking.unlockingId}
            onUnlock={unlocking.unlock}
          />
        ) : (
          members.state === 'loading' && <LoadingMessage label="Loading team members…" />
        )}
      </section>

      <ConfirmDialog
        open={deletion.pending !== null}
        subject={deletion.pending ? `Team member: ${deletion.pending.name}` : undefined}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        busy={deletion.busy}
      />
    </div>
  );
}
