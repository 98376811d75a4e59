import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES, type RequestOf } from '@portal/shared/api/apiRoutes';

/** The remark's fields and the order's version the page showed. */
export const addNewRemark = (remark: RequestOf<typeof API_ROUTES.addNewRemark>['body']) =>
  callApi(API_ROUTES.addNewRemark, { body: remark });
