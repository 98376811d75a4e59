import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { CustomerScreen } from '@portal/shared/remotes/customerScreens';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { screenAt } from '@portal/web/remotes/screenAt';
// The customer site before the remote: their styles apply in the order the browser loads them.
import { CUSTOMER_SITE_SCREENS, CustomerSitePages } from '../src/app/CustomerSiteApp';
import NotFoundScreen from '../../remote-customer/src/screens/NotFoundScreen';
import OrderCompletionScreen from '../../remote-customer/src/screens/OrderCompletionScreen';
import StatusTrackScreen from '../../remote-customer/src/screens/StatusTrackScreen';
import TrackOrderScreen from '../../remote-customer/src/screens/TrackOrderScreen';
import { KeptEmailContext } from '../../remote-customer/src/features/track/lib/keptEmail';
import { PageHostContext } from '../../remote-customer/src/lib/pageBrand';

/** The customer remote's screens, by the name it exposes them under. */
const SCREENS: Record<CustomerScreen['module'], ComponentType<ScreenProps>> = {
  TrackOrderScreen,
  StatusTrackScreen,
  OrderCompletionScreen,
  NotFoundScreen,
};

/**
 * In the browser the screen sits in the remote's Suspense boundary (RemoteScreen): here it
 * does too, so the browser finds the same tree when it takes the page over.
 */
function serverScreen(screen: CustomerScreen) {
  const Screen = SCREENS[screen.module];
  return (
    <Suspense fallback={null}>
      <Screen title={screen.title} />
    </Suspense>
  );
}

export interface RenderedCustomerPage {
  /** The page's title, as its screen sets it in the browser. */
  title: string;
  /** What goes inside the page's #root. */
  html: string;
}

/**
 * A customer page as the browser draws it before it knows the tab's customer pass: the brand
 * of `hostname`, the heading, and the track form wherever the page asks for one, its Email
 * ID `keptEmail` (what a refused post typed, else empty). The customer site's server answers
 * every page address with it (api/src/plugins/frontEnds.ts), so the page paints before its
 * scripts (docs/architecture.md, "Customer pages").
 */
export function renderCustomerPage(
  url: string,
  hostname: string,
  keptEmail = '',
): RenderedCustomerPage {
  const pathname = new URL(url, 'http://customer.invalid').pathname;
  const screen = screenAt(CUSTOMER_SITE_SCREENS, pathname);
  const html = renderToString(
    <StaticRouter location={url}>
      <PageHostContext.Provider value={hostname}>
        <KeptEmailContext.Provider value={keptEmail}>
          <CustomerSitePages renderScreen={serverScreen} />
        </KeptEmailContext.Provider>
      </PageHostContext.Provider>
    </StaticRouter>,
  );
  return { title: screen?.title ?? '', html };
}
