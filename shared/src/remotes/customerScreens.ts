import { CUSTOMER_PATHS } from '../navigation/customerPaths';
import type { RemoteTarget } from './remoteTarget';

export type CustomerScreen = Extract<RemoteTarget, { remote: 'customer' }> & {
  path: string;
  title: string;
};

/** The track form without an order id: where the not-found page sends the customer. */
export const TRACK_FORM_PATH = '/track-order';

/** The customer pages (docs/product.md#screens-and-routes), their titles and the screens the customer remote exposes. */
export const CUSTOMER_SCREENS: readonly CustomerScreen[] = [
  {
    path: CUSTOMER_PATHS.trackOrder,
    title: 'Download your Evisitor form',
    remote: 'customer',
    module: 'TrackOrderScreen',
  },
  {
    path: TRACK_FORM_PATH,
    title: 'Download your Evisitor form',
    remote: 'customer',
    module: 'TrackOrderScreen',
  },
  {
    path: CUSTOMER_PATHS.statusTrack,
    title: 'Australia eVisitor Application Status',
    remote: 'customer',
    module: 'StatusTrackScreen',
  },
  {
    path: CUSTOMER_PATHS.orderCompletion,
    title: 'Download your eVisitor',
    remote: 'customer',
    module: 'OrderCompletionScreen',
  },
];

/** Any other address of the customer site. */
export const CUSTOMER_NOT_FOUND: CustomerScreen = {
  path: '*',
  title: 'Page not found',
  remote: 'customer',
  module: 'NotFoundScreen',
};
