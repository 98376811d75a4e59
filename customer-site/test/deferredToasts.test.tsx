import { render, screen } from '@testing-library/react';
import { DeferredToaster, showToast } from '@portal/web/ui/deferredToasts';

// The customer site's Toaster: react-hot-toast arrives when a toast is first wanted.
describe('DeferredToaster', () => {
  it('draws nothing until a toast is wanted, then shows it', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
    showToast('error', 'We could not find an order with this Order ID and Email ID.');
    expect(
      await screen.findByText('We could not find an order with this Order ID and Email ID.'),
    ).toBeInTheDocument();
  });

  it('shows a toast wanted before it was drawn', async () => {
    showToast('success', 'Your order has been found.');
    render(<DeferredToaster />);
    expect(await screen.findByText('Your order has been found.')).toBeInTheDocument();
  });
});
