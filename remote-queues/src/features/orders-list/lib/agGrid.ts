// The grid as the portal uses it, and the one module the apps share for it
// (webpack/sharedDependencies.js, share key 'ag-grid'): shared as a whole package, ag-grid
// could not be tree-shaken and every module of it shipped; shared through this module, the
// build keeps only what is used here, and the grid is still one instance.
import {
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
} from 'ag-grid-community';

export { AgGridReact } from 'ag-grid-react';
export { themeQuartz } from 'ag-grid-community';

// Only the Community modules the queues use: rows from the client, checkbox selection
// (kept in step with the list controller through the row API), row classes for greyed
// rows, and the locale, without which the grid ignores `localeText` (its screen-reader
// labels, OrdersGrid.tsx). The module is one shared instance, so they are registered once.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  LocaleModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
]);

// ag-grid sorts its modules' names with `localeCompare` as it makes a grid, and a tab's first
// `localeCompare` loads ICU's collation: 23–44 ms at 1× CPU, which was inside the task that
// makes the grid. Loaded now, in a task of its own, it is ready by then: this module is
// evaluated before the queue screen is drawn, and the grid is made a task after the screen
// (useGridStages). docs/benchmarks.md, 'Collation before the grid'.
setTimeout(() => 'a'.localeCompare('b'), 0);
