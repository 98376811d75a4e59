/**
 * @jest-environment jsdom
 */
import { callApi } from '../../src/api/apiClient';
import type { FolderCounts } from '@portal/shared/entities/folders';
import { folderCountsStore } from '../../src/folders/folderCountsStore';
import { signedIn } from '../session/sessionFixtures';

jest.mock('../../src/api/apiClient', () => ({ callApi: jest.fn() }));

/** An answer the test releases when it chooses, so two reloads can arrive out of order. */
function heldAnswer(newOrdersCount: number) {
  let release = () => {};
  const answer = new Promise((resolve) => {
    release = () => resolve({ status: 1, message: 'ok', data: { newOrdersCount } as FolderCounts });
  });
  return { answer, release: () => release() };
}

describe('folder counts store', () => {
  beforeEach(() => {
    signedIn(Date.now(), Date.now() + 60_000);
    folderCountsStore.getState().clear();
  });

  it('keeps the latest reload when an older answer arrives after it', async () => {
    const older = heldAnswer(5);
    const newer = heldAnswer(6);
    jest.mocked(callApi).mockReturnValueOnce(older.answer as never);
    jest.mocked(callApi).mockReturnValueOnce(newer.answer as never);

    const first = folderCountsStore.getState().reload();
    const second = folderCountsStore.getState().reload();
    newer.release();
    await second;
    older.release();
    await first;

    expect(folderCountsStore.getState().counts?.newOrdersCount).toBe(6);
    expect(folderCountsStore.getState().loading).toBe(false);
  });

  it('drops an answer that arrives after the counts were cleared (sign-out)', async () => {
    const pending = heldAnswer(5);
    jest.mocked(callApi).mockReturnValueOnce(pending.answer as never);

    const reload = folderCountsStore.getState().reload();
    folderCountsStore.getState().clear();
    pending.release();
    await reload;

    expect(folderCountsStore.getState().counts).toBeNull();
  });
});
