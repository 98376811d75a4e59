import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ReportFilter } from '@portal/shared/entities/settings';

export const fetchProcessedByCount = (filter: ReportFilter) =>
  callApi(API_ROUTES.processedByCount, { body: filter });
