import { themeQuartz } from './agGrid';

/** The grid in the portal's colours (web/src/ui/styles.css tokens). */
export const portalGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  accentColor: '#1d4ed8',
  foregroundColor: '#1c2533',
  borderColor: '#dde3ea',
  headerBackgroundColor: '#f4f6f9',
  headerFontWeight: 600,
  selectedRowBackgroundColor: '#e8efff',
  wrapperBorderRadius: 8,
  cellHorizontalPaddingScale: 0.75,
  rowHeight: 44,
  headerHeight: 44,
});
