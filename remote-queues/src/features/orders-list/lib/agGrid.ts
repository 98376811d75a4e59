// The grid as the portal uses it, and the one module the apps share for it
// (webpack/sharedDependencies.js, share key 'ag-grid'): shared as a whole package, ag-grid
// could not be tree-shaken and every module of it shipped; shared through this module, the
// build keeps only what is re-exported here, and the grid is still one instance.
export { AgGridReact } from 'ag-grid-react';
export {
  ClientSideRowModelModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  themeQuartz,
} from 'ag-grid-community';
