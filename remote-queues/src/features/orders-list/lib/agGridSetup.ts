import {
  ClientSideRowModelModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  themeQuartz,
} from './agGrid';

// Only the Community modules the queues use: rows from the client, checkbox selection
// (kept in step with the list controller through the row API), and row classes for
// greyed rows. The grid is one shared instance (./agGrid), so this runs once.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
]);

/** The grid in the portal's colours (shared/src/ui/styles.css tokens). */
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
