import { render, screen } from '@testing-library/react';
import { folderCountsStore } from '@portal/shared/folders/folderCountsStore';
import type { FolderCounts } from '@portal/shared/entities/folders';
import QueueScreen from '../../src/screens/QueueScreen';

describe('QueueScreen', () => {
  it('shows its title, a Refresh button and the live size of its folder', () => {
    folderCountsStore.setState({ counts: { priorityOrdersCount: 1234 } as FolderCounts });
    render(<QueueScreen title="Priority Orders" folder="priorityOrder" />);
    expect(screen.getByRole('heading', { name: 'Priority Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText('1,234 orders in this folder')).toBeInTheDocument();
  });
});
