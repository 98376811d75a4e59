import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowsSelector } from '../../../src/features/orders-list/components/RowsSelector';

describe('RowsSelector', () => {
  it('offers 10, 25, 50, 100, 500 and All', () => {
    render(<RowsSelector value={10} onChange={jest.fn()} />);
    const select = screen.getByLabelText('Rows per page');
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
      '500',
      'All',
    ]);
    expect(select).toHaveValue('10');
  });

  it('answers a number, or all for All', async () => {
    const onChange = jest.fn();
    render(<RowsSelector value={10} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '500');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    expect(onChange.mock.calls).toEqual([[500], ['all']]);
  });

  it('shows the current choice', () => {
    render(<RowsSelector value="all" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Rows per page')).toHaveDisplayValue('All');
  });
});
