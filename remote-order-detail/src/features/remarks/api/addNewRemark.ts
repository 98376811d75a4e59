import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES, type BasedOn } from '@portal/shared/api/apiRoutes';
import type { RemarkInput } from '@portal/shared/entities/order';

export const addNewRemark = (remark: RemarkInput & BasedOn) =>
  callApi(API_ROUTES.addNewRemark, { body: remark });
