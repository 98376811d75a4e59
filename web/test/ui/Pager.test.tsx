/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '../../src/ui/Pager';

function items() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return [...nav.children].map((child) => child.textContent);
}

describe('Pager', () => {
  it('shows first and last page, the current page with one sibling each side and ellipses', () => {
    render(<Pager page={50} totalPages={100} onPageChange={jest.fn()} />);
    expect(items()).toEqual(['‹', '1', '…', '49', '50', '51', '…', '100', '›']);
    expect(screen.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes the sibling count as a parameter', () => {
    render(<Pager page={50} totalPages={100} siblings={2} onPageChange={jest.fn()} />);
    expect(items()).toEqual(['‹', '1', '…', '48', '49', '50', '51', '52', '…', '100', '›']);
  });

  it('shows two hidden pages instead of an ellipsis', () => {
    render(<Pager page={5} totalPages={9} onPageChange={jest.fn()} />);
    expect(items()).toEqual(['‹', '1', '2', '3', '4', '5', '6', '7', '8', '9', '›']);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pager page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the page clicked, the previous and the next', async () => {
    const onPageChange = jest.fn();
    render(<Pager page={4} totalPages={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[20], [3], [5]]);
  });

  it('waits while a page loads', () => {
    render(<Pager page={2} totalPages={3} onPageChange={jest.fn()} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
