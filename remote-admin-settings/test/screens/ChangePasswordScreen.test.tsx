import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { sessionStore } from '@portal/web/session/sessionStore';
import { MESSAGES } from '@portal/shared/validation/messages';
import ChangePasswordScreen from '../../src/screens/ChangePasswordScreen';
import { createApiMock } from '../support/mockApi';
import { failed, ok, renderScreen } from '../support/renderScreen';

const mockApi = createApiMock();
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

beforeEach(() => {
  mockApi.calls.length = 0;
});

const renderPassword = () =>
  renderScreen(<ChangePasswordScreen title="Update Password" />, {
    path: '/admin/change-password',
  });

describe('Update Password', () => {
  it('opens with the title the shell gives it', () => {
    renderPassword();
    expect(screen.getByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('reads the least length with the field, and then what is wrong', async () => {
    const user = userEvent.setup();
    renderPassword();
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findByText(MESSAGES.newPasswordMin);
    expect(field).toHaveAccessibleDescription(`At least 6 characters. ${MESSAGES.newPasswordMin}`);
  });

  it.each([
    ['', MESSAGES.newPasswordRequired],
    // 37 characters the server's length takes, 74 bytes it does not: the form says so first.
    ['é'.repeat(37), MESSAGES.passwordTooLong],
    ['12345', MESSAGES.newPasswordMin],
  ])('refuses "%s" with "%s" and sends nothing', async (value, message) => {
    const user = userEvent.setup();
    renderPassword();
    if (value) await user.type(screen.getByLabelText('New Password'), value);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mockApi.calls).toEqual([]);
  });

  it("on success shows the server's message, clears the session and goes to login", async () => {
    mockApi.on(API_ROUTES.changePassword, () => ok(null, 'Password updated successfully.'));
    const user = userEvent.setup();
    renderPassword();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Password updated successfully.')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.changePassword)).toEqual([
      { body: { newPassword: 'brand-new-1' } },
    ]);
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuth: false });
  });

  it('says Updating… until the server answers', async () => {
    const held = mockApi.hold(API_ROUTES.changePassword);
    const user = userEvent.setup();
    renderPassword();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Updating…' })).toBeDisabled();
    await act(async () => held.send(failed('Cannot reach the server.')));
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it("on failure shows the server's message and keeps the session", async () => {
    const tooCommon =
      'This password is one of the most common ones and easy to guess. Please choose another.';
    mockApi.on(API_ROUTES.changePassword, () => failed(tooCommon));
    const user = userEvent.setup();
    renderPassword();
    // A password the form's rules take and only the server knows to be common.
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(tooCommon)).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
    expect(sessionStore.getState().isAuth).toBe(true);
  });
});
