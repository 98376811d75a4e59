import { render, screen } from '@testing-library/react';
import TrackOrderScreen from '../../src/screens/TrackOrderScreen';

describe('customer screens', () => {
  it('open with the title the shell gives them', () => {
    render(<TrackOrderScreen title="Download your Evisitor form" />);
    expect(
      screen.getByRole('heading', { name: 'Download your Evisitor form' }),
    ).toBeInTheDocument();
  });
});
