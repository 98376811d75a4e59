import { useEffect } from 'react';
import { PORTAL_NAME } from '../lib/portalName';

export function useDocumentTitle(title: string, withPortalName = true): void {
  useEffect(() => {
    document.title = withPortalName ? `${title} · ${PORTAL_NAME}` : title;
  }, [title, withPortalName]);
}
