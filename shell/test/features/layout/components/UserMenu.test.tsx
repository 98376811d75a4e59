import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '../../../../src/features/layout/components/UserMenu';

function renderMenu(onLogout = jest.fn()) {
  render(
    <>
      <UserMenu name="Mary Jane Manager" role="Manager" onLogout={onLogout} />
      <p>Elsewhere on the page</p>
    </>,
  );
  return {
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: 'Manager account menu' }),
  };
}

describe('UserMenu', () => {
  it("shows the member's first two initials and role, named as their account menu, closed", () => {
    const { button } = renderMenu();
    expect(button).toHaveTextContent(/^MJManager account menu$/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens and closes by click, and signs out from Logout', async () => {
    const onLogout = jest.fn();
    const { user, button } = renderMenu(onLogout);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Mary Jane Manager' })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each(['{ArrowDown}', '{ArrowUp}', '{Enter}'])(
    'opens on %s with focus on its item',
    async (key) => {
      const { user, button } = renderMenu();
      button.focus();
      await user.keyboard(key);
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    },
  );

  it('closes on Escape with focus back on its button', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Tab, and on a click elsewhere', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
