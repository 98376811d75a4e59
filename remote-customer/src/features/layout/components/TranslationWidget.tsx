import { useEffect, useId } from 'react';
import { mountTranslationWidget } from '../lib/translationWidget';

/** The translation widget's place in the top bar; empty until (and unless) it loads. */
export function TranslationWidget() {
  const elementId = `translate-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  useEffect(() => mountTranslationWidget(elementId), [elementId]);
  return <div id={elementId} className="cx-translate" />;
}
