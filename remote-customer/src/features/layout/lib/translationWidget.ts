import { TRANSLATION_WIDGET } from '@portal/shared/customer/translationWidget';

/**
 * The third-party translation widget of the customer pages' top bar (docs/product.md#calls). Its
 * script is fetched once, when the browser is idle, so it never delays the page; if it cannot load
 * (offline, blocked) the top bar simply stays without it. It runs only on the customer site, an
 * origin that never holds a staff session (docs/security.md).
 */
const SCRIPT_URL = TRANSLATION_WIDGET.scriptUrl;

interface TranslateElementOptions {
  pageLanguage: string;
  autoDisplay: boolean;
}

declare global {
  interface Window {
    google?: {
      translate?: {
        TranslateElement?: new (options: TranslateElementOptions, elementId: string) => unknown;
      };
    };
    customerTranslationReady?: () => void;
  }
}

let scriptRequested = false;
const waiting = new Set<string>();

function render(elementId: string): boolean {
  const TranslateElement = window.google?.translate?.TranslateElement;
  const container = document.getElementById(elementId);
  if (!TranslateElement || !container) return false;
  container.replaceChildren();
  new TranslateElement({ pageLanguage: 'en', autoDisplay: false }, elementId);
  return true;
}

function requestScript(): void {
  if (scriptRequested) return;
  scriptRequested = true;
  window.customerTranslationReady = () => {
    for (const elementId of waiting) render(elementId);
    waiting.clear();
  };
  const script = document.createElement('script');
  script.src = SCRIPT_URL;
  script.async = true;
  // A widget that cannot load is not the customer's problem: no message, the page works.
  script.onerror = () => {
    waiting.clear();
  };
  document.head.appendChild(script);
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** Shows the widget in the element `elementId`; answers a clean-up for unmounting. */
export function mountTranslationWidget(elementId: string): () => void {
  if (render(elementId)) return () => undefined;
  const cancel = whenIdle(() => {
    waiting.add(elementId);
    requestScript();
  });
  return () => {
    cancel();
    waiting.delete(elementId);
  };
}
