import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_POLICY } from '@portal/web/remotes/boundedRemoteLoads';
import { CUSTOMER_SCREENS } from '@portal/shared/remotes/customerScreens';
import { CustomerRemoteScreen } from '../../../../src/features/remotes/components/CustomerRemoteScreen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
const RUNTIME_ERROR = '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003';
// Loaded screens are cached per attempt: each test loads a screen of its own.
const [trackScreen, , statusScreen] = CUSTOMER_SCREENS;

describe('CustomerRemoteScreen', () => {
  beforeEach(() => {
    Object.assign(REMOTE_LOAD_POLICY, { attemptTimeoutMs: 200, retries: 2, firstPauseMs: 1 });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.mocked(console.error).mockRestore();
    loadRemoteMock.mockReset();
  });

  it('shows the brand’s page with support and Retry when the remote fails, never the runtime code', async () => {
    loadRemoteMock.mockRejectedValue(new Error(RUNTIME_ERROR));
    if (!trackScreen) throw new Error('no track screen');
    render(<CustomerRemoteScreen screen={trackScreen} />);
    expect(
      await screen.findByRole('heading', { name: 'This page is taking a break' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(document.body).not.toHaveTextContent('RUNTIME');
    // localhost is the second brand's.
    expect(screen.getByRole('link', { name: 'Contact Australia eVisa support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/contact-us$/),
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('customer/TrackOrderScreen'),
      expect.any(Error),
    );
    expect(registerPlugins).toHaveBeenCalled();

    loadRemoteMock.mockResolvedValue({ default: () => <h1>Track form</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Track form' })).toBeInTheDocument();
  });

  it('gives up on a remote that never answers within the attempts’ time', async () => {
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    if (!statusScreen) throw new Error('no status screen');
    render(<CustomerRemoteScreen screen={statusScreen} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page is taking a break' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });
});
