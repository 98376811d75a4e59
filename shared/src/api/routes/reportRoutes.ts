import { Type } from '@sinclair/typebox';
import { successEnvelope } from '../../schemas/envelopeSchemas';
import {
  reportFilterSchema,
  countryRowSchema,
  processedRowSchema,
} from '../../schemas/reportSchemas';
import { ROLE_ACCESS } from '../../roles/roleRules';
import { declaredRoute } from '../apiRoute';

/**
 * The reports' calls.
 * Each entry declares one call: method, path, access and schemas.
 */
export const REPORT_ROUTES = {
  countryOrderCount: declaredRoute('POST', '/admin/get-country-order-count', 'staff', {
    body: reportFilterSchema,
    response: successEnvelope(Type.Array(countryRowSchema)),
  }),
  processedByCount: declaredRoute(
    'POST',
    '/admin/get-processed-by-count',
    ROLE_ACCESS.seeProcessedReport,
    {
      body: reportFilterSchema,
      response: successEnvelope(Type.Array(processedRowSchema)),
    },
  ),
} as const;
