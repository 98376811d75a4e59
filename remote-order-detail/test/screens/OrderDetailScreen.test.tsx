import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { encodeId } from '@portal/shared/encoding/idCodec';
import OrderDetailScreen from '../../src/screens/OrderDetailScreen';

function renderAt(encoded: string) {
  render(
    <MemoryRouter initialEntries={[`/admin/view-order/${encoded}`]}>
      <Routes>
        <Route
          path="/admin/view-order/:encodedOrderId"
          element={<OrderDetailScreen title="Order Details" />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('OrderDetailScreen', () => {
  it('opens the order of an encoded id', () => {
    renderAt(encodeId(100001));
    expect(screen.getByRole('heading', { name: 'Order Details · 100001' })).toBeInTheDocument();
  });

  it('shows a clear not-found page for a bad id', () => {
    renderAt('not-an-order');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
