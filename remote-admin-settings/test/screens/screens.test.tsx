import { render, screen } from '@testing-library/react';
import ChangePasswordScreen from '../../src/screens/ChangePasswordScreen';

describe('admin settings screens', () => {
  it('open with the title the shell gives them', () => {
    render(<ChangePasswordScreen title="Update Password" />);
    expect(screen.getByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
  });
});
