import { Link } from 'react-router-dom';
import type { Role, TeamMember } from '@portal/shared/entities/staff';
import { PATHS } from '@portal/shared/navigation/paths';
import { canManageMember } from '@portal/shared/roles/roleRules';
import { fillPath } from '@portal/shared/util/fillPath';

interface Props {
  members: readonly TeamMember[];
  currentUserId: number;
  currentRole: Role;
  editingId: number | null;
  onDelete(member: TeamMember): void;
  /** The member whose unlock is running. */
  unlockingId: number | null;
  onUnlock(member: TeamMember): void;
}

/**
 * Team Member List: every current member with their memberRole, Edit and Delete; a member
 * held back by failed sign-ins is marked, and an Admin can unlock them.
 */
export function TeamMemberList({
  members,
  currentUserId,
  currentRole,
  editingId,
  onDelete,
  unlockingId,
  onUnlock,
}: Props) {
  return (
    <div className="table-scroll">
      <table className="settings-table">
        <thead>
          <tr>
            <th scope="col">S. No</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Member Role</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {members.length === 0 ? (
            <tr>
              <td colSpan={5} className="table-empty">
                No records found
              </td>
            </tr>
          ) : (
            members.map((member, index) => {
              const isSelf = member.id === currentUserId;
              const manageable = canManageMember(currentRole, member.type);
              return (
                <tr
                  key={member.id}
                  className={member.id === editingId ? 'row-selected' : undefined}
                >
                  <td>{index + 1}</td>
                  <td>
                    {member.name}
                    {isSelf && <span className="muted small"> (you)</span>}
                    {member.lockedOut && <span className="locked-tag">Locked out</span>}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    <span className="role-tag">{member.memberRole}</span>
                  </td>
                  <td>
                    {manageable ? (
                      <div className="table-actions">
                        <Link
                          className="btn btn-small"
                          to={fillPath(PATHS.manageTeamEdit, { teamMemberId: member.id })}
                          aria-label={`Edit ${member.name}`}
                        >
                          Edit
                        </Link>
                        {member.lockedOut && currentRole === 'Admin' && (
                          <button
                            type="button"
                            className="btn btn-small"
                            onClick={() => onUnlock(member)}
                            disabled={unlockingId === member.id}
                            aria-label={`Unlock ${member.name}`}
                          >
                            Unlock
                          </button>
                        )}
                        {!isSelf && (
                          <button
                            type="button"
                            className="btn btn-small btn-danger-outline"
                            onClick={() => onDelete(member)}
                            aria-label={`Delete ${member.name}`}
                          >
                            Delete
                          </button>
                        )}
                      </div>
                    ) : (
                      <span className="muted small">Admin only</span>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
