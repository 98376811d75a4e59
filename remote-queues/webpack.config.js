const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'queues',
  dir: __dirname,
  devPort: 3001,
  title: 'Order queues',
  description: 'The order queues of the eVisitor back office.',
  exposes: remoteExposes('queues'),
  sharedExtras: ['agGrid'],
  // The queue screen's first load in one file: the remote's own modules (but the shared grid
  // module, ag-grid's share key) with the contract and web modules it draws with that the shell does
  // not provide, and the date library and style injection they import, rather than a file of
  // one or two KiB each (docs/benchmarks.md#first-screens-the-scripts-they-download).
  contractChunk:
    /[\\/](remote-queues[\\/]src[\\/](?!features[\\/]orders-list[\\/]lib[\\/]agGrid\.ts).*|shared[\\/]src[\\/](dates[\\/]formatters|folders[\\/]folderRules|orders[\\/]pageSize|roles[\\/]orderRules)\.ts|web[\\/]src[\\/](query[\\/]useApiMutation|util[\\/]useDebouncedValue|paging[\\/]paginationRange|ui[\\/](ConfirmDialog|Dialog|Pager|ScreenTitleBar))\.(tsx?|css)|node_modules[\\/](dayjs|style-loader|css-loader)[\\/].*)$/,
});
