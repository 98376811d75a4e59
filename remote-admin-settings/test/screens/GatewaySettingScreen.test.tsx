import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { MESSAGES, STALE_MESSAGES } from '@portal/shared/validation/messages';
import { queryClient } from '@portal/web/query/queryClient';
import GatewaySettingScreen from '../../src/screens/GatewaySettingScreen';
import { createApiMock } from '../support/mockApi';
import { failed, ok, renderScreen } from '../support/renderScreen';

const mockApi = createApiMock();
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

const gateway = (id: string, name: string, domain: 0 | 1, active: boolean): PaymentGateway => ({
  id,
  gateway_name: name,
  is_active: active ? '1' : '0',
  is_secondary_domain: domain,
  domain_name: domain === 0 ? 'primary.example' : 'secondary.example',
  version: domain + 5,
});

const GATEWAYS = [
  gateway('sealed-a', 'Stripe', 0, true),
  gateway('sealed-b', 'PayPal', 0, false),
  gateway('sealed-c', 'Authorize.net', 1, true),
  gateway('sealed-d', 'Adyen', 1, false),
];

beforeEach(() => {
  mockApi.calls.length = 0;
  mockApi.on(API_ROUTES.paymentGateways, () => ok(GATEWAYS));
});

const renderGateways = () =>
  renderScreen(<GatewaySettingScreen title="Change Gateway" />, { path: '/admin/gateway-setting' });

describe('Change Gateway', () => {
  it('names the primary domain in its heading and shows each domain with its active gateway', async () => {
    renderGateways();
    expect(
      await screen.findByRole('heading', { name: 'Payment gateways for primary.example' }),
    ).toBeInTheDocument();
    const primary = screen.getByRole('form', { name: 'Gateway for primary.example' });
    const secondary = screen.getByRole('form', { name: 'Gateway for secondary.example' });
    expect(
      within(primary)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a gateway', 'Stripe (active)', 'PayPal']);
    expect(within(secondary).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByTestId('active-gateway-1')).toHaveTextContent('Authorize.net');
  });

  it('says plainly when a domain has no active gateway', async () => {
    mockApi.on(API_ROUTES.paymentGateways, () =>
      ok(GATEWAYS.map((one) => (one.is_secondary_domain === 1 ? { ...one, is_active: '0' } : one))),
    );
    renderGateways();
    const secondary = await screen.findByRole('region', { name: 'secondary.example' });
    expect(within(secondary).getByText(/^Active gateway:/)).toHaveTextContent(
      'Active gateway: none',
    );
  });

  it("asks for a gateway in that domain's form only", async () => {
    const user = userEvent.setup();
    renderGateways();
    const secondary = await screen.findByRole('form', { name: 'Gateway for secondary.example' });
    await user.click(within(secondary).getByRole('button', { name: 'Update Gateway' }));
    expect(await within(secondary).findByText(MESSAGES.gatewayRequired)).toBeInTheDocument();
    const primary = screen.getByRole('form', { name: 'Gateway for primary.example' });
    expect(within(primary).queryByText(MESSAGES.gatewayRequired)).not.toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.paymentGatewaySetting)).toEqual([]);
  });

  it('sends the sealed id with the domain flag, then shows the gateways as they are now', async () => {
    mockApi.on(API_ROUTES.paymentGatewaySetting, () => {
      const switched = [
        ...GATEWAYS.slice(0, 2),
        gateway('sealed-e', 'Authorize.net', 1, false),
        gateway('sealed-f', 'Adyen', 1, true),
      ];
      mockApi.on(API_ROUTES.paymentGateways, () => ok(switched));
      return ok(null, 'Adyen is now the active gateway for secondary.example.');
    });
    const user = userEvent.setup();
    renderGateways();
    const secondary = await screen.findByRole('form', { name: 'Gateway for secondary.example' });
    await user.selectOptions(within(secondary).getByLabelText('Gateway'), 'Adyen');
    await user.click(within(secondary).getByRole('button', { name: 'Update Gateway' }));
    expect(
      await screen.findByText('Adyen is now the active gateway for secondary.example.'),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.paymentGatewaySetting)).toEqual([
      { body: { gatewayDetails: { gatewayId: 'sealed-d', isSecondaryDomain: 1 }, version: 6 } },
    ]);
    await waitFor(() => expect(screen.getByTestId('active-gateway-1')).toHaveTextContent('Adyen'));
    expect(mockApi.callsTo(API_ROUTES.paymentGateways)).toHaveLength(2);
    expect(within(secondary).getByLabelText('Gateway')).toHaveValue('');
  });

  it("keeps the choice when another member's change fetches the gateways with new sealed ids", async () => {
    mockApi.on(API_ROUTES.paymentGatewaySetting, () =>
      ok(null, 'PayPal is now the active gateway for primary.example.'),
    );
    const user = userEvent.setup();
    renderGateways();
    const primary = await screen.findByRole('form', { name: 'Gateway for primary.example' });
    await user.selectOptions(within(primary).getByLabelText('Gateway'), 'PayPal');

    // Someone else made Adyen the secondary domain's gateway.
    const resealed = [
      ...GATEWAYS.slice(0, 2),
      gateway('sealed-c', 'Authorize.net', 1, false),
      gateway('sealed-d', 'Adyen', 1, true),
    ].map((row) => ({ ...row, id: `re${row.id}` }));
    mockApi.on(API_ROUTES.paymentGateways, () => ok(resealed));
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(screen.getByTestId('active-gateway-1')).toHaveTextContent('Adyen'));
    expect(within(primary).getByLabelText('Gateway')).toHaveDisplayValue('PayPal');

    await user.click(within(primary).getByRole('button', { name: 'Update Gateway' }));
    expect(
      await screen.findByText('PayPal is now the active gateway for primary.example.'),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.paymentGatewaySetting)).toEqual([
      { body: { gatewayDetails: { gatewayId: 'resealed-b', isSecondaryDomain: 0 }, version: 5 } },
    ]);
  });

  it('asks again for a gateway when the chosen one is no longer listed, and sends nothing', async () => {
    const user = userEvent.setup();
    renderGateways();
    const primary = await screen.findByRole('form', { name: 'Gateway for primary.example' });
    await user.selectOptions(within(primary).getByLabelText('Gateway'), 'PayPal');
    mockApi.on(API_ROUTES.paymentGateways, () =>
      ok(GATEWAYS.filter((one) => one.id !== 'sealed-b')),
    );
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(within(primary).getAllByRole('option')).toHaveLength(2));

    await user.click(within(primary).getByRole('button', { name: 'Update Gateway' }));
    expect(await within(primary).findByText(MESSAGES.gatewayRequired)).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.paymentGatewaySetting)).toEqual([]);
  });

  it('shows Saving… on the button while the change runs', async () => {
    const held = mockApi.hold(API_ROUTES.paymentGatewaySetting);
    const user = userEvent.setup();
    renderGateways();
    const primary = await screen.findByRole('form', { name: 'Gateway for primary.example' });
    await user.selectOptions(within(primary).getByLabelText('Gateway'), 'PayPal');
    await user.click(within(primary).getByRole('button', { name: 'Update Gateway' }));
    expect(await within(primary).findByRole('button', { name: 'Saving…' })).toBeDisabled();

    held.send(ok(null, 'PayPal is now the active gateway for primary.example.'));
    expect(
      await screen.findByText('PayPal is now the active gateway for primary.example.'),
    ).toBeInTheDocument();
    expect(within(primary).getByRole('button', { name: 'Update Gateway' })).toBeEnabled();
  });

  it('on a stale choice shows the message, reloads the gateways and clears the choice', async () => {
    mockApi.on(API_ROUTES.paymentGatewaySetting, () => failed(STALE_MESSAGES.gateway));
    const user = userEvent.setup();
    renderGateways();
    const primary = await screen.findByRole('form', { name: 'Gateway for primary.example' });
    await user.selectOptions(within(primary).getByLabelText('Gateway'), 'PayPal');
    await user.click(within(primary).getByRole('button', { name: 'Update Gateway' }));
    expect(await screen.findByText(STALE_MESSAGES.gateway)).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.paymentGateways)).toHaveLength(2);
    expect(within(primary).getByLabelText('Gateway')).toHaveValue('');
  });

  it('says the gateways are loading until they come, and shows no form meanwhile', async () => {
    const held = mockApi.hold(API_ROUTES.paymentGateways);
    renderGateways();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading payment gateways…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await act(async () => held.send(ok(GATEWAYS)));
    expect(await screen.findByRole('form', { name: 'Gateway for primary.example' })).toBeVisible();
    expect(screen.queryByText('Loading payment gateways…')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    mockApi.on(API_ROUTES.paymentGateways, () => failed('You do not have permission to do this.'));
    renderGateways();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
