import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { TeamMember } from '@portal/shared/entities/staff';
import { MESSAGES, STALE_MESSAGES } from '@portal/shared/validation/messages';
import { queryClient } from '@portal/web/query/queryClient';
import { sessionStore } from '@portal/web/session/sessionStore';
import { heldAnswer } from '@portal/jest/heldAnswer';
import ManageTeamScreen from '../../src/screens/ManageTeamScreen';
import { createApiMock } from '../support/mockApi';
import { ADMIN, confirmAndSeeItWait, failed, ok, renderScreen } from '../support/renderScreen';

const mockApi = createApiMock();
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

const member = (id: number, name: string, type: TeamMember['type']): TeamMember => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
  type,
  memberRole: type,
  version: id + 1,
});
const MEMBERS = [
  member(1, 'Alice Admin', 'Admin'),
  member(2, 'Mark Manager', 'Manager'),
  member(3, 'Tina Telecaller', 'Telecaller'),
];

// Both the add form and the edit form of a member, as the shell routes them.
function renderTeam(path = '/admin/manage-team') {
  return renderScreen(<ManageTeamScreen title="Manage Team" />, {
    path,
    route: '/admin/manage-team/:teamMemberId?',
  });
}

beforeEach(() => {
  mockApi.calls.length = 0;
  mockApi.on(API_ROUTES.teamMemberList, () => ok(MEMBERS));
  mockApi.on(API_ROUTES.teamMemberTypes, () =>
    ok(['Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff']),
  );
});

describe('Manage Team: the form', () => {
  it('shows the validation messages for an empty form, and sends nothing', async () => {
    const user = userEvent.setup();
    renderTeam();
    await screen.findByText('Tina Telecaller');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    for (const message of [
      MESSAGES.memberNameRequired,
      MESSAGES.memberEmailRequired,
      MESSAGES.memberPasswordRequired,
      MESSAGES.memberTypeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const type = screen.getByLabelText('Type');
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveAccessibleDescription(MESSAGES.memberTypeRequired);
    expect(mockApi.callsTo(API_ROUTES.addTeamMember)).toEqual([]);
  });

  it('says nothing of a field not yet visited', async () => {
    const user = userEvent.setup();
    renderTeam();
    await screen.findByText('Tina Telecaller');
    await user.type(screen.getByLabelText('Name'), 'Nora Night');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false'),
    );
    expect(screen.getByLabelText('Type')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Type')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(MESSAGES.memberTypeRequired)).not.toBeInTheDocument();
  });

  it('refuses a name with an invisible character in the server’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    renderTeam();
    await user.type(screen.getByLabelText('Name'), 'Tina\u200bTelecaller');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText(MESSAGES.memberNameInvisible)).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.addTeamMember)).toEqual([]);
  });

  it('checks the e-mail and the password length', async () => {
    const user = userEvent.setup();
    renderTeam();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText(MESSAGES.memberEmailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      MESSAGES.memberPasswordMin,
    );
  });

  it('says the types are loading until the server offers them', async () => {
    const types = mockApi.hold(API_ROUTES.teamMemberTypes);
    renderTeam();
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loading types…']);
    expect(type).toBeDisabled();
    await act(async () => types.send(ok(['Admin', 'Team'])));
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select type', 'Admin', 'Team']),
    );
    expect(type).toBeEnabled();
  });

  it('adds a member with the types the server offers, then reloads the list', async () => {
    mockApi.on(API_ROUTES.addTeamMember, () =>
      ok(member(9, 'Carla Caller', 'Telecaller'), 'Team member added successfully.'),
    );
    const user = userEvent.setup();
    renderTeam();
    await screen.findByRole('option', { name: 'Night Staff' });
    expect(screen.getByRole('form', { name: 'Add team member' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  Carla Caller ');
    await user.type(screen.getByLabelText('Email'), 'Carla@Demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('Type'), 'Telecaller');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Team member added successfully.')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.addTeamMember)).toEqual([
      {
        body: {
          name: 'Carla Caller',
          email: 'carla@demo.test',
          password: 'secret1',
          type: 'Telecaller',
        },
      },
    ]);
    expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's message when adding fails", async () => {
    mockApi.on(API_ROUTES.addTeamMember, () =>
      failed('A team member with this email already exists.'),
    );
    const user = userEvent.setup();
    renderTeam();
    await screen.findByRole('option', { name: 'Team' });
    await user.type(screen.getByLabelText('Name'), 'Copy');
    await user.type(screen.getByLabelText('Email'), 'mark@demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('Type'), 'Team');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText('A team member with this email already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Copy');
  });

  it('opens prefilled in edit mode, where an empty password keeps the current one', async () => {
    const tina = MEMBERS[2] as TeamMember;
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(tina));
    mockApi.on(API_ROUTES.updateTeamMember, () =>
      ok({ ...tina, name: 'Tina T.' }, 'Team member updated successfully.'),
    );
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    expect(await screen.findByRole('heading', { name: 'Edit Team Member' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Tina Telecaller')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit team member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(tina.email);
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue('Telecaller'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Leave empty to keep the current password.',
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Tina T.');
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    expect(await screen.findByText('Team member updated successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add Team Member' })).toBeInTheDocument();
    // A new member needs a password: no hint that it may stay empty.
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(mockApi.callsTo(API_ROUTES.updateTeamMember)).toEqual([
      {
        body: {
          name: 'Tina T.',
          email: tina.email,
          password: '',
          type: 'Telecaller',
          tmId: 3,
          version: 4,
        },
      },
    ]);
  });

  it('on a stale edit shows the message and reloads the member and the list', async () => {
    const tina = MEMBERS[2] as TeamMember;
    let stored = tina;
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(stored));
    mockApi.on(API_ROUTES.updateTeamMember, () => {
      stored = { ...tina, name: 'Tina Renamed', version: tina.version + 1 };
      return failed(STALE_MESSAGES.teamMember);
    });
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    await screen.findByDisplayValue('Tina Telecaller');
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue('Telecaller'));
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    expect(await screen.findByText(STALE_MESSAGES.teamMember)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Tina Renamed')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.teamMemberInfo)).toHaveLength(2);
    expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(2);
  });

  it('keeps what is typed when another member changes the member meanwhile; the save is refused as stale', async () => {
    const tina = MEMBERS[2] as TeamMember;
    let stored = tina;
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(stored));
    mockApi.on(API_ROUTES.updateTeamMember, (parts) =>
      (parts.body as { version?: number } | undefined)?.version === stored.version
        ? ok(stored, 'Team member updated successfully.')
        : failed(STALE_MESSAGES.teamMember),
    );
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    const name = await screen.findByDisplayValue('Tina Telecaller');
    await user.clear(name);
    await user.type(name, 'Tina Typed');
    stored = { ...tina, name: 'Tina Renamed', version: tina.version + 1 };
    await act(() => queryClient.invalidateQueries());
    expect(mockApi.callsTo(API_ROUTES.teamMemberInfo)).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveValue('Tina Typed');
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    expect(await screen.findByText(STALE_MESSAGES.teamMember)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Tina Renamed')).toBeInTheDocument();
  });

  type Change = (user: UserEvent) => Promise<void>;
  const newPassword: Change = (user) => user.type(screen.getByLabelText('Password'), 'brand-new-1');

  /** The signed-in Admin saves `change` to member `edited`; the server answers `answer`. */
  async function changeMember(
    answer: ApiEnvelope<unknown>,
    change: Change = newPassword,
    edited = MEMBERS[0] as TeamMember,
  ) {
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(edited));
    mockApi.on(API_ROUTES.updateTeamMember, () => answer);
    const user = userEvent.setup();
    renderTeam(`/admin/manage-team/${edited.id}`);
    await screen.findByDisplayValue(edited.name);
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue(edited.type));
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
  }
  const changeOwnPassword = (answer: ApiEnvelope<unknown>) => changeMember(answer);

  it("signs out after a change to one's own password, fetching nothing with the ended session", async () => {
    await changeOwnPassword(ok(MEMBERS[0], 'Team member updated successfully.'));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Team member updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Your account changed: please sign in again.')).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuth: false });
    expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(1);
    expect(mockApi.callsTo(API_ROUTES.teamMemberInfo)).toHaveLength(1);
  });

  it.each<[string, Change]>([
    [
      'e-mail',
      async (user) => {
        await user.clear(screen.getByLabelText('Email'));
        await user.type(screen.getByLabelText('Email'), 'alice.admin@demo.test');
      },
    ],
    ['type', (user) => user.selectOptions(screen.getByLabelText('Type'), 'Manager')],
  ])("signs out after a change to one's own %s too", async (_field, change) => {
    await changeMember(ok(MEMBERS[0], 'Team member updated successfully.'), change);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Your account changed: please sign in again.')).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuth: false });
  });

  it('stays signed in after a new password for another member, and goes back to adding', async () => {
    const tina = MEMBERS[2] as TeamMember;
    await changeMember(ok(tina, 'Team member updated successfully.'), newPassword, tina);
    expect(await screen.findByText('Team member updated successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add Team Member' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: ADMIN, isAuth: true });
    expect(
      screen.queryByText('Your account changed: please sign in again.'),
    ).not.toBeInTheDocument();
  });

  it('shows the member of each Edit pressed, one already loaded included', async () => {
    mockApi.on(API_ROUTES.teamMemberInfo, (parts) =>
      ok(MEMBERS.find((member) => member.id === Number(parts.params?.id))),
    );
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    await screen.findByDisplayValue('Tina Telecaller');
    await user.click(screen.getByRole('link', { name: 'Edit Mark Manager' }));
    expect(await screen.findByDisplayValue('Mark Manager')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Tina Telecaller' }));
    expect(await screen.findByDisplayValue('Tina Telecaller')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('tina@demo.test');
  });

  it('keeps Update Member and Cancel busy while the save runs', async () => {
    const tina = MEMBERS[2] as TeamMember;
    const held = heldAnswer();
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(tina));
    mockApi.on(API_ROUTES.updateTeamMember, () => held.answer);
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    await screen.findByDisplayValue('Tina Telecaller');
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue('Telecaller'));
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => held.send(failed(STALE_MESSAGES.teamMember)));
    expect(await screen.findByRole('button', { name: 'Update Member' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it("stays signed in when a change to one's own password is refused", async () => {
    await changeOwnPassword(failed(STALE_MESSAGES.teamMember));
    expect(await screen.findByText(STALE_MESSAGES.teamMember)).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: ADMIN, isAuth: true });
    expect(screen.getByRole('heading', { name: 'Edit Team Member' })).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('says so when the member of the link cannot be edited', async () => {
    mockApi.on(API_ROUTES.teamMemberInfo, () => failed('Team member not found.'));
    renderTeam('/admin/manage-team/77');
    expect(await screen.findByText('Team member not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a new member instead' })).toHaveAttribute(
      'href',
      '/admin/manage-team',
    );
  });

  it.each(['0', '012', 'abc'])(
    'says the link of member %s is not valid, and asks nothing',
    async (id) => {
      renderTeam(`/admin/manage-team/${id}`);
      expect(await screen.findByText('This team member link is not valid.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add a new member instead' })).toBeInTheDocument();
      await screen.findByText('Tina Telecaller');
      expect(mockApi.callsTo(API_ROUTES.teamMemberInfo)).toEqual([]);
    },
  );
});

describe('Manage Team: the list', () => {
  it('lists members with their memberRole, numbered from 1; no Delete for oneself', async () => {
    renderTeam();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(MEMBERS.length + 1);
    expect(rows.slice(1).map((row) => row.querySelector('td')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('(you)')).toBeInTheDocument();
    expect(screen.getAllByText('(you)')).toHaveLength(1);
    expect(within(rows[3] as HTMLElement).getByText('Telecaller')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Alice Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Tina Telecaller' })).toHaveAttribute(
      'href',
      '/admin/manage-team/3',
    );
  });

  it('deletes only after Yes in the confirmation modal', async () => {
    mockApi.on(API_ROUTES.deleteTeamMember, () => ok(null, 'Team member deleted successfully.'));
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Delete Tina Telecaller' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.deleteTeamMember)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Tina Telecaller' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Tina Telecaller' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Team member: Tina Telecaller');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Team member deleted successfully.')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.deleteTeamMember)).toEqual([
      { body: { teamMemberId: 3, version: 4 } },
    ]);
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(2));
  });

  it('marks the member being edited, and goes back to adding once that member is deleted', async () => {
    mockApi.on(API_ROUTES.teamMemberInfo, () => ok(MEMBERS[2]));
    mockApi.on(API_ROUTES.deleteTeamMember, () => ok(null, 'Team member deleted successfully.'));
    const user = userEvent.setup();
    renderTeam('/admin/manage-team/3');
    await screen.findByDisplayValue('Tina Telecaller');
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(rowOf('Tina Telecaller')).toHaveClass('row-selected');
    expect(rowOf('Mark Manager')).not.toHaveClass('row-selected');

    await user.click(screen.getByRole('button', { name: 'Delete Tina Telecaller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Add Team Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the confirmation busy while the delete runs', async () => {
    const held = mockApi.hold(API_ROUTES.deleteTeamMember);
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Delete Tina Telecaller' }));
    await confirmAndSeeItWait(user);

    held.send(ok(null, 'Team member deleted successfully.'));
    expect(await screen.findByText('Team member deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows another member's change once the cache is invalidated, keeping the list meanwhile", async () => {
    renderTeam();
    await screen.findByText('Tina Telecaller');
    const held = mockApi.hold(API_ROUTES.teamMemberList);
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(2));
    expect(screen.getByText('Tina Telecaller')).toBeInTheDocument();
    expect(screen.queryByText('Loading team members…')).not.toBeInTheDocument();

    held.send(ok([...MEMBERS, member(4, 'Nora Night', 'Night Staff')]));
    expect(await screen.findByText('Nora Night')).toBeInTheDocument();
    expect(screen.getByText('4 members')).toBeInTheDocument();
  });

  it('on a stale delete shows the message and reloads the list', async () => {
    mockApi.on(API_ROUTES.deleteTeamMember, () => failed(STALE_MESSAGES.teamMember));
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Delete Tina Telecaller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(STALE_MESSAGES.teamMember)).toBeInTheDocument();
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.teamMemberList)).toHaveLength(2));
  });

  it('offers a Manager no Edit or Delete for an Admin', async () => {
    renderScreen(<ManageTeamScreen title="Manage Team" />, {
      path: '/admin/manage-team',
      user: { id: 2, name: 'Mark Manager', email: 'mark@demo.test', type: 'Manager' },
    });
    await screen.findByText('Tina Telecaller');
    expect(screen.queryByRole('link', { name: 'Edit Alice Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Alice Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Tina Telecaller' })).toBeInTheDocument();
  });
});

describe('Manage Team: unlocking a member', () => {
  const lockedTina = { ...(MEMBERS[2] as TeamMember), lockedOut: true };

  it('marks a locked-out member and lets an Admin unlock them, then reloads the list', async () => {
    let locked = true;
    mockApi.on(API_ROUTES.teamMemberList, () =>
      ok([MEMBERS[0], MEMBERS[1], { ...lockedTina, lockedOut: locked }]),
    );
    mockApi.on(API_ROUTES.unlockTeamMember, () => {
      locked = false;
      return ok(null, 'Tina Telecaller can sign in again: their failed sign-ins are forgotten.');
    });
    const user = userEvent.setup();
    renderTeam();
    const row = (await screen.findByText('Tina Telecaller')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Locked out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock Mark Manager' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Unlock Tina Telecaller' }));
    expect(
      await screen.findByText(
        'Tina Telecaller can sign in again: their failed sign-ins are forgotten.',
      ),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.unlockTeamMember)).toEqual([{ body: { teamMemberId: 3 } }]);
    await waitFor(() => expect(screen.queryByText('Locked out')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('button', { name: 'Unlock Tina Telecaller' }),
    ).not.toBeInTheDocument();
  });

  it('keeps Unlock busy while the unlock runs', async () => {
    mockApi.on(API_ROUTES.teamMemberList, () => ok([MEMBERS[0], lockedTina]));
    const held = mockApi.hold(API_ROUTES.unlockTeamMember);
    const user = userEvent.setup();
    renderTeam();
    const unlock = await screen.findByRole('button', { name: 'Unlock Tina Telecaller' });
    await user.click(unlock);
    await waitFor(() => expect(unlock).toBeDisabled());

    held.send(ok(null, 'Tina Telecaller can sign in again.'));
    expect(await screen.findByText('Tina Telecaller can sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(unlock).toBeEnabled());
  });

  it("shows the server's message when unlocking fails", async () => {
    mockApi.on(API_ROUTES.teamMemberList, () => ok([MEMBERS[0], lockedTina]));
    mockApi.on(API_ROUTES.unlockTeamMember, () => failed('Team member not found.'));
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Unlock Tina Telecaller' }));
    expect(await screen.findByText('Team member not found.')).toBeInTheDocument();
  });

  it('offers a Manager no Unlock: only an Admin may', async () => {
    mockApi.on(API_ROUTES.teamMemberList, () => ok([MEMBERS[0], MEMBERS[1], lockedTina]));
    renderScreen(<ManageTeamScreen title="Manage Team" />, {
      path: '/admin/manage-team',
      user: { id: 2, name: 'Mark Manager', email: 'mark@demo.test', type: 'Manager' },
    });
    expect(await screen.findByText('Locked out')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Unlock Tina Telecaller' }),
    ).not.toBeInTheDocument();
  });
});
