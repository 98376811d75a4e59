import { cleanup } from '@testing-library/react';
import { queryClient } from '@portal/web/query/queryClient';

// The page's one query cache is a module singleton: each test starts with it empty, so no
// answer of one test shows in the next. The screens go first, so none asks for data again.
afterEach(async () => {
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
});
