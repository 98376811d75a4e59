import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { waitFor } from '@testing-library/react';
import { TrackOrderForm } from '../../../src/features/track/components/TrackOrderForm';

const sent = jest.fn<Promise<{ tracked: boolean; message: string }>, [number, string]>();
jest.mock('../../../src/features/track/lib/sendTracking', () => ({
  sendTracking: (orderId: number, email: string) => sent(orderId, email),
  loadHttpClient: () => Promise.resolve(),
}));

/**
 * Presses TRACK ORDER in the first moment the page's scripts have taken the form over: after
 * React's takeover is committed, before anything it runs later (its passive effects).
 */
function PressedOnTakeover({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    queueMicrotask(() => frame.current?.querySelector('form')?.requestSubmit());
  }, []);
  return <div ref={frame}>{children}</div>;
}

describe('TrackOrderForm taken over from the page the server drew', () => {
  let root: Root | undefined;
  let actEnvironment: unknown;

  beforeEach(() => {
    // React's own scheduler runs the takeover, as in a browser, not act()'s flush-at-once.
    actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });

  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });

  it('sends what the customer typed before it, even when pressed as it is taken over', async () => {
    sent.mockResolvedValue({ tracked: false, message: 'Order not found.' });
    const page = (
      <PressedOnTakeover>
        <TrackOrderForm initialOrderId={100234} landing="orderCompletion" onTracked={jest.fn()} />
      </PressedOnTakeover>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!email) throw new Error('The drawn form has no Email ID field');
    email.value = 'jane@example.test';

    root = hydrateRoot(container, page);

    await waitFor(() => expect(sent).toHaveBeenCalledWith(100234, 'jane@example.test'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
